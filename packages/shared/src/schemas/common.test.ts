import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages.js';
import {
  contactSchema,
  productSchema,
  rateValueSchema,
  requiredRateValueSchema,
  shippingSchema,
  uuidSchema,
} from './common.js';
import { latinDigits } from './text.js';

/** The messages zod reports, by field, for one payload. */
function errorsOf(schema: z.ZodType, payload: unknown): Record<string, string[]> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('contactSchema', () => {
  const valid = {
    firstName: 'Rima',
    lastName: 'Haddad',
    email: 'rima@example.lb',
    phoneNumber: '+961 3 123 456',
    message: 'Do you have this robe in M?',
  };

  it('accepts a filled form and trims it', () => {
    expect(contactSchema.parse({ ...valid, firstName: '  Rima ', email: ' rima@example.lb ' })).toEqual(
      valid,
    );
  });

  it.each([
    ['firstName', '', messages.firstNameRequired],
    ['firstName', '   ', messages.firstNameRequired],
    ['firstName', undefined, messages.firstNameRequired],
    ['firstName', 'R', messages.tooShort],
    ['firstName', ' R ', messages.tooShort],
    ['firstName', 'R'.repeat(51), messages.tooLong],
    ['lastName', '', messages.lastNameRequired],
    ['lastName', 'H', messages.tooShort],
    ['lastName', 'H'.repeat(51), messages.tooLong],
    ['email', '', messages.requiredBang],
    ['email', 'rima@', messages.invalidEmail],
    ['email', 'rima.example.lb', messages.invalidEmail],
    ['phoneNumber', '', messages.phoneRequired],
    ['phoneNumber', '7'.repeat(31), messages.tooLong],
    ['message', ' ', messages.requiredBang],
    ['message', 'm'.repeat(5001), messages.tooLong],
  ])('reports %s = %j as exactly "%s"', (field, value, message) => {
    expect(errorsOf(contactSchema, { ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ['firstName', 'Ri'],
    ['firstName', 'R'.repeat(50)],
    ['phoneNumber', 'call me'],
  ])('accepts %s = %s at the bounds', (field, value) => {
    expect(contactSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it('keeps names and the phone on one line, and the message as written', () => {
    const parsed = contactSchema.parse({
      ...valid,
      firstName: 'Rima\r\nBcc: x@example.com',
      phoneNumber: '03\n123',
      message: 'Hello,\n\nthe robe?',
    });
    expect(parsed).toMatchObject({ firstName: 'Rima Bcc: x@example.com', phoneNumber: '03 123' });
    expect(parsed.message).toBe('Hello,\n\nthe robe?');
  });
});

describe('shippingSchema', () => {
  const valid = {
    firstName: 'Rima',
    lastName: 'Haddad',
    phoneNumber: '03123456',
    city: 'Beirut',
    street: 'Hamra',
    building: 'Azar',
  };

  it('defaults the payment currency to LBP and leaves the floor optional', () => {
    expect(shippingSchema.parse(valid)).toEqual({ ...valid, payment: 'LBP' });
    expect(shippingSchema.parse({ ...valid, floor: ' 3 ' }).floor).toBe('3');
  });

  it.each(['firstName', 'lastName', 'phoneNumber', 'city', 'street', 'building'])(
    'requires %s with "Required"',
    (field) => {
      expect(errorsOf(shippingSchema, { ...valid, [field]: '  ' })).toEqual({ [field]: ['Required'] });
      expect(errorsOf(shippingSchema, { ...valid, [field]: undefined })).toEqual({ [field]: ['Required'] });
    },
  );

  it.each([
    ['firstName', 51],
    ['lastName', 51],
    ['phoneNumber', 31],
    ['city', 101],
    ['street', 101],
    ['building', 101],
    ['floor', 101],
  ])('refuses %s longer than %i - 1 characters with "Too Long!"', (field, length) => {
    // A phone number must also be one (7 to 15 digits): dashes fill it up.
    const filled = (n: number) => (field === 'phoneNumber' ? '03-123-456'.padEnd(n, '-') : 'x'.repeat(n));
    expect(errorsOf(shippingSchema, { ...valid, [field]: filled(length) })).toEqual({
      [field]: [messages.tooLong],
    });
    expect(shippingSchema.safeParse({ ...valid, [field]: filled(length - 1) }).success).toBe(true);
  });

  it.each([
    '=3+3',
    'zero three 123456',
    '123456',
    '+961',
    '1234567890123456',
    '03 123 456 ext 2',
    '3 + 123456789',
  ])('refuses the phone number %j: no number a driver can call', (phoneNumber) => {
    expect(errorsOf(shippingSchema, { ...valid, phoneNumber })).toEqual({
      phoneNumber: [messages.phoneInvalid],
    });
  });

  it.each([
    '01 234 567',
    '+961 3 123 456',
    '(03) 123-456',
    '00961 71 123 456',
    '+33 6 12 34 56 78',
    '71/123456',
  ])('accepts the phone number %j', (phoneNumber) => {
    expect(shippingSchema.safeParse({ ...valid, phoneNumber }).success).toBe(true);
  });

  it('makes every field one line, so none can add a line to the order text', () => {
    const parsed = shippingSchema.parse({ ...valid, city: 'Beirut\nTotal Amount: 1 LBP', floor: '3\r\n\t2' });
    expect(parsed.city).toBe('Beirut Total Amount: 1 LBP');
    expect(parsed.floor).toBe('3 2');
  });
});

describe('phones and rates typed in Arabic-Indic digits', () => {
  it('are kept in Latin digits', () => {
    const address = {
      firstName: 'Rima',
      lastName: 'Haddad',
      city: 'Beirut',
      street: 'Hamra',
      building: 'Azar',
    };
    expect(shippingSchema.parse({ ...address, phoneNumber: '٠٣ ١٢٣ ٤٥٦' }).phoneNumber).toBe('03 123 456');
    expect(
      contactSchema.parse({
        firstName: 'Rima',
        lastName: 'Haddad',
        email: 'rima@example.com',
        phoneNumber: '+۹۶۱ ۷۰ ۵۵۵ ۱۱۱',
        message: 'Hello',
      }).phoneNumber,
    ).toBe('+961 70 555 111');
    expect(rateValueSchema.parse({ value: '٨٩٬٥٠٠' })).toEqual({ value: 89500 });
  });

  it('are kept in Latin digits whatever digits they were typed in (NFKC, then every decimal digit)', () => {
    const spellings = [
      '０３１２３４５６',
      '०३१२३४५६',
      '𝟎𝟑𝟏𝟐𝟑𝟒𝟓𝟔',
      '০৩১২৩৪৫৬',
      '0312345６',
      '۰۳۱۲۳۴۵۶',
      '๐๓๑๒๓๔๕๖',
    ];
    for (const spelling of spellings) expect(latinDigits(spelling)).toBe('03123456');
    expect(latinDigits('＋９６１ ③')).toBe('+961 3');
    expect(rateValueSchema.parse({ value: '８９５００' })).toEqual({ value: 89500 });
  });
});

describe('rateValueSchema', () => {
  it.each(['', '  '])('ignores the empty value %j (docs/product.md §13)', (value) => {
    expect(rateValueSchema.parse({ value })).toEqual({ value: undefined });
    expect(errorsOf(requiredRateValueSchema, { value })).toEqual({ value: [messages.rateNotNumber] });
  });

  it.each([{ value: null }, { value: undefined }, {}, { x: 42 }])(
    'refuses %j: a request without a value is broken, not an empty field',
    (body) => {
      expect(errorsOf(rateValueSchema, body)).toEqual({ value: [messages.rateNotNumber] });
    },
  );

  it.each([
    [89500, 89500],
    ['89500', 89500],
    [' 0 ', 0],
    // As the dashboard shows the rate.
    ['89,500', 89500],
    ['1,000,000', 1_000_000],
  ])('reads %j as %i', (value, parsed) => {
    expect(rateValueSchema.parse({ value })).toEqual({ value: parsed });
  });

  it.each([
    ['abc', messages.rateNotNumber],
    [true, messages.rateNotNumber],
    // A decimal comma, or groups that are not thousands, are not read as a bigger number.
    ['1,5', messages.rateNotNumber],
    ['89,50', messages.rateNotNumber],
    ['8,9500', messages.rateNotNumber],
    ['12.5', messages.rateNotWhole],
    [-1, messages.rateNegative],
  ])('refuses %j with "%s"', (value, message) => {
    expect(errorsOf(rateValueSchema, { value })).toEqual({ value: [message] });
  });
});

describe('uuidSchema', () => {
  it.each([
    ['0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f', true],
    ['00000000-0000-0000-0000-000000000001', true],
    ['42', false],
    ["1' OR '1'='1", false],
  ])('checks %s', (id, ok) => {
    expect(uuidSchema.safeParse(id).success).toBe(ok);
  });
});

describe('productSchema', () => {
  const product = {
    _id: '0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
    productId: 'PJ-100',
    name: 'Cotton pyjama',
    description: 'Soft cotton',
    category: 'Women',
    subcategory: 'Pyjamas',
    subsubcategory: null,
    collectiontype: 'Winter',
    price: 1_105_325,
    dollarPrice: 12.35,
    discountRate: 10,
    isChecked: true,
    discountStartsAt: null,
    discountEndsAt: '2031-01-01T00:00:00.000Z',
    discountNow: 10,
    images: [
      { url: '/images/p/a.webp', public_id: 'p/a', variants: [{ width: 320, url: '/images/p/a-320.webp' }] },
    ],
    stock: 3,
    status: 'INSTOCK',
    ratings: 4.5,
    numOfReviews: 2,
    options: [
      {
        _id: '1b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
        size: 'M',
        color: 'Pink',
        quantity: 3,
        doprice: null,
        oprice: null,
        optdescription: null,
        optCode: null,
        statusOpt: 'INSTOCK',
      },
    ],
    createdAt: '2024-05-01T10:00:00.000Z',
  };

  it('accepts the API shape of a product', () => {
    expect(productSchema.parse(product)).toEqual(product);
  });

  it.each([
    ['status', 'SOLD'],
    ['price', 12.5],
    ['createdAt', 'yesterday'],
  ])('refuses %s = %j', (field, value) => {
    expect(productSchema.safeParse({ ...product, [field]: value }).success).toBe(false);
  });
});

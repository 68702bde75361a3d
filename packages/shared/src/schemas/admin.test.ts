import { describe, expect, it } from 'vitest';
import { format, messages } from '../messages.js';
import { adminProductsQuerySchema } from './admin-products.js';
import { blockPhoneInputSchema } from './blocked-phones.js';
import { addOptionProblem, clampDiscount, productFormSchema, productUpdateSchema } from './product-form.js';

const valid = {
  productId: 'WPJ-1',
  name: 'Pyjama',
  description: 'Soft',
  category: 'Women',
  subcategory: 'Pyjamas',
  dollarPrice: '12.5',
  options: [{ size: 'S', color: 'Pink', quantity: '3', doprice: '' }],
  images: ['one'],
};

/** The single message a payload gets (the form shows one at a time, like the server). */
function messageOf(payload: object): string | undefined {
  const result = productFormSchema.safeParse(payload);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join(' | ');
}

describe('productFormSchema (docs/product.md §15 product form)', () => {
  it.each([
    ['no image', { images: [] }, messages.selectMainImage],
    ['no image and no name: the image first', { images: [], name: '' }, messages.selectMainImage],
    ['a blank name', { name: '   ' }, messages.emptyFields],
    ['no product id', { productId: undefined }, messages.emptyFields],
    ['no description', { description: '' }, messages.emptyFields],
    ['no category', { category: '' }, messages.emptyFields],
    ['no sub-category', { subcategory: '' }, messages.emptyFields],
    ['no option', { options: [] }, messages.optionRequired],
    ['an option without size', { options: [{ size: 'S' }, { size: '' }] }, messages.optionsNeedSize],
    ['empty fields before a missing option', { name: '', options: [] }, messages.emptyFields],
    [
      'two options of one size and colour',
      {
        options: [
          { size: 'S', color: 'Pink' },
          { size: 'M', color: 'Pink' },
          { size: 'S', color: 'pink' },
        ],
      },
      format(messages.duplicateOption, { option: 'S pink' }),
    ],
    [
      'two options of one size without a colour',
      { options: [{ size: 'L' }, { size: 'L' }] },
      format(messages.duplicateOption, { option: 'L' }),
    ],
  ])('%s → its message', (_case, change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it('keeps the code and the name on one line (each is a line of the WhatsApp order text)', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      productId: ' WPJ-1\n',
      name: 'Pyjama\r\nTotal: 1 LBP',
    });
    expect([parsed.productId, parsed.name]).toEqual(['WPJ-1', 'Pyjama Total: 1 LBP']);
  });

  it('reads multipart text: numbers, booleans and the JSON options list', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      discountRate: '12.6',
      isChecked: 'true',
      options: JSON.stringify(valid.options),
    });
    expect(parsed).toMatchObject({
      dollarPrice: 12.5,
      discountRate: 13,
      isChecked: true,
      subsubcategory: null,
      collectiontype: null,
      options: [{ size: 'S', color: 'Pink', quantity: 3, doprice: null, statusOpt: 'INSTOCK' }],
    });
  });

  it.each([
    [150, 100],
    [-4, 0],
    [33.4, 33],
    [Number.NaN, 0],
  ])('clamps the discount rate %d to %d', (value, clamped) => {
    expect(clampDiscount(value)).toBe(clamped);
    if (!Number.isNaN(value))
      expect(productFormSchema.parse({ ...valid, discountRate: value }).discountRate).toBe(clamped);
  });

  it.each(['0x10', '1e6', 'Infinity', '12,5', '1.2.3'])('refuses the multipart number %j', (text) => {
    expect(messageOf({ ...valid, dollarPrice: text })).toBe('dollarPrice must be a number');
    expect(messageOf({ ...valid, options: [{ size: 'S', quantity: text }] })).toBe(
      'quantity must be a whole number',
    );
  });

  it('refuses prices with more than 2 decimals and unknown vocabularies', () => {
    expect(messageOf({ ...valid, dollarPrice: 1.234 })).toBe(messages.dollarDecimals);
    expect(messageOf({ ...valid, collectiontype: 'Spring' })).toBe('collectiontype must be Summer or Winter');
    expect(messageOf({ ...valid, subsubcategory: 'Hat' })).toBe('Unknown subsubcategory: Hat');
  });

  it('leaves the main-image rule of an update to the server, which knows the kept images', () => {
    expect(productUpdateSchema.safeParse({ ...valid, images: [] }).success).toBe(true);
    expect(productUpdateSchema.parse({ ...valid, idss: '["a","b"]' }).idss).toEqual(['a', 'b']);
  });
});

describe('addOptionProblem', () => {
  it("says 'Please fill size' while the last option has no size", () => {
    expect(addOptionProblem([])).toBeUndefined();
    expect(addOptionProblem([{ size: 'S' }])).toBeUndefined();
    expect(addOptionProblem([{ size: 'S' }, { size: ' ' }])).toBe(messages.fillSize);
    expect(addOptionProblem([{}])).toBe(messages.fillSize);
  });
});

describe('adminProductsQuerySchema', () => {
  it('takes the page sizes 10, 20, 50 and 100 only', () => {
    expect(adminProductsQuerySchema.parse({ page: '2', pageSize: '50' })).toEqual({ page: 2, pageSize: 50 });
    expect(adminProductsQuerySchema.safeParse({ pageSize: '30' }).success).toBe(false);
  });
});

describe('numbers typed in Arabic-Indic digits', () => {
  it('are read as the same numbers: prices, quantities, and a blocked phone stored in Latin digits', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      dollarPrice: '١٢٫٥',
      options: [{ size: 'S', color: 'Pink', quantity: '۳', doprice: '٧' }],
    });
    expect(parsed).toMatchObject({ dollarPrice: 12.5, options: [{ quantity: 3, doprice: 7 }] });
    expect(blockPhoneInputSchema.parse({ phone: '٠٣ ١٢٣ ٤٥٦' })).toEqual({ phone: '03 123 456' });
  });
});

import { z } from 'zod';
import { messages } from '../messages.js';
import { FIELD_LIMITS, OPTION_STATUSES, PRODUCT_STATUSES } from '../vocabularies.js';
import { isPlausiblePhone, latinDigits, oneLine, phoneLine } from './text.js';

/**
 * A trimmed, non-blank string. Blank or missing gives `message` once: `abort` stops later checks
 * (e.g. 'Too Short!') from piling up behind the 'required' one.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** Any 8-4-4-4-12 hex id, exactly what a PostgreSQL uuid column accepts (seeded ids need not be v4). */
/**
 * A refused value as an error message may quote it: a short string as typed, anything else by its kind.
 * (String() of a deeply nested array recurses until the stack overflows.)
 */
export function describeInput(input: unknown): string {
  if (typeof input === 'string') return input.length > 60 ? `${input.slice(0, 60)}…` : input;
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  return Array.isArray(input) ? 'a list' : input === null ? 'null' : `a ${typeof input}`;
}

/** A UUID in either case, read in lower case: ids are compared as text too (an order's lines to its products). */
export const uuidSchema = z.guid({ error: messages.invalidId }).toLowerCase();
export const idParamsSchema = z.object({ id: uuidSchema });

const contactName = (requiredMessage: string) =>
  oneLine(
    requiredText(requiredMessage)
      .min(FIELD_LIMITS.contactNameMin, messages.tooShort)
      .max(FIELD_LIMITS.contactNameMax, messages.tooLong),
  );

/** The contact form (docs/product.md §3.8); the bounds of the phone and the message are ours (§14). */
export const contactSchema = z.object({
  firstName: contactName(messages.firstNameRequired),
  lastName: contactName(messages.lastNameRequired),
  email: requiredText(messages.requiredBang).pipe(
    z.email({ error: messages.invalidEmail }).max(FIELD_LIMITS.emailMax, messages.invalidEmail),
  ),
  phoneNumber: phoneLine(requiredText(messages.phoneRequired).max(FIELD_LIMITS.phoneMax, messages.tooLong)),
  message: requiredText(messages.requiredBang).max(FIELD_LIMITS.contactMessageMax, messages.tooLong),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** A required line of the address, at most `max` characters ('Too Long!' beyond). */
export const addressLine = (max: number = FIELD_LIMITS.addressLineMax) =>
  oneLine(requiredText(messages.required).max(max, messages.tooLong));

/**
 * An order's phone number (the address form's, or older clients' `phoneNo`): required, in Latin digits
 * whatever digits it was typed in, and one a driver can call (7 to 15 digits), since the order limits and
 * the blocked numbers compare its digits (docs/product.md §8, §10).
 */
export const orderPhone = () =>
  phoneLine(requiredText(messages.required).max(FIELD_LIMITS.phoneMax, messages.tooLong)).refine(
    isPlausiblePhone,
    messages.phoneInvalid,
  );

/**
 * The checkout address form (docs/product.md §8); prices are in LBP, the only payment currency. Each
 * field is one line of the order's WhatsApp text and mails, bounded (§14) so that the text stays short.
 */
export const shippingSchema = z.object({
  firstName: addressLine(FIELD_LIMITS.contactNameMax),
  lastName: addressLine(FIELD_LIMITS.contactNameMax),
  phoneNumber: orderPhone(),
  city: addressLine(),
  street: addressLine(),
  building: addressLine(),
  floor: oneLine(z.string().trim().max(FIELD_LIMITS.addressLineMax, messages.tooLong)).optional(),
  payment: z.literal('LBP').default('LBP'),
  /** The delivery area picked from the shop's list (issue 47): its fee is the order's delivery. */
  areaId: z
    .string()
    .optional()
    .transform((id) => id || undefined)
    .pipe(uuidSchema.optional()),
});
/**
 * The address form while the shop delivers to areas of its list: one of them must be picked (the server
 * still takes an order without one, at the shop's delivery cost, as older clients' payload has none).
 */
export const shippingWithAreaSchema = shippingSchema.extend({
  areaId: z.string().optional().pipe(requiredText(messages.required).pipe(uuidSchema)),
});
/** The validated address (payment filled in); a form's raw values are `z.input<typeof shippingSchema>`. */
export type ShippingInput = z.infer<typeof shippingSchema>;

/** The largest dollar rate or delivery cost (docs/product.md §14): 11,000 × today's rate of about 89,500. */
export const MAX_RATE = 1_000_000_000;

const rateNumber = z
  .number({ error: messages.rateNotNumber })
  .min(0, messages.rateNegative)
  .max(MAX_RATE, messages.rateTooLarge)
  .int(messages.rateNotWhole);

/**
 * A blank value is undefined: "ignored" (docs/product.md §13), never 0. A missing or null value is not a
 * blank field but a broken request, so it becomes NaN and is refused. Multipart sends digits as text.
 */
const blankOrNumber = (value: unknown) => {
  if (value === undefined || value === null) return Number.NaN;
  if (typeof value !== 'string') return value;
  const text = latinDigits(value.trim());
  if (text === '') return undefined;
  // Thousands grouped as the dashboard shows them ('89,500'); only whole groups of three, so that a
  // decimal comma ('1,5') is refused rather than read as 15.
  const digits = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
  // Only decimal digits: Number() would also read '0x10' as 16 and '1e3' as 1000.
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
};

export const rateValueSchema = z.preprocess(
  // A body without `value` is a broken request, not an empty field: give blankOrNumber a null to refuse.
  (body) => (body && typeof body === 'object' && !('value' in body) ? { ...body, value: null } : body),
  z.object({ value: z.preprocess(blankOrNumber, rateNumber.optional()) }),
);

/** Bulk repricing needs a rate: there a blank is refused. */
export const requiredRateValueSchema = z.object({ value: z.preprocess(blankOrNumber, rateNumber) });

const imageSchema = z.object({
  url: z.string(),
  public_id: z.string(),
  variants: z.array(z.object({ width: z.int(), url: z.string() })),
});
export type ProductImage = z.infer<typeof imageSchema>;

const productOptionSchema = z.object({
  _id: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.int(),
  doprice: z.number().nullable(),
  oprice: z.int().nullable(),
  optdescription: z.string().nullable(),
  optCode: z.string().nullable(),
  statusOpt: z.enum(OPTION_STATUSES),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string(),
  subsubcategory: z.string().nullable(),
  collectiontype: z.string().nullable(),
  price: z.int(),
  dollarPrice: z.number(),
  /** The product's own discount as the admin set it (spec), and when it runs (null: no bound). */
  discountRate: z.int(),
  isChecked: z.boolean(),
  discountStartsAt: z.iso.datetime().nullable(),
  discountEndsAt: z.iso.datetime().nullable(),
  /**
   * The discount the shopper gets now, in percent (0: none): the larger of the product's own while it
   * runs and a running sale's on its category (issue 48). Cards, the product page and the cart show it.
   */
  discountNow: z.int(),
  images: z.array(imageSchema),
  stock: z.int(),
  status: z.enum(PRODUCT_STATUSES),
  ratings: z.number(),
  numOfReviews: z.int(),
  options: z.array(productOptionSchema),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  user: z.string(),
  name: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({ success: z.literal(true), reviews: z.array(reviewSchema) });

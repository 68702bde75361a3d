import { z } from 'zod';
import { format, messages } from '../messages.js';
import { shopWallTimeToIso } from '../shop-time.js';
import {
  MAIN_CATEGORIES,
  PRICE_DISPLAYS,
  PROMO_KINDS,
  PROMO_LIMITS,
  type PromoKind,
} from '../vocabularies.js';
import { describeInput, MAX_RATE, requiredText } from './common.js';
import { typedAmount } from './delivery.js';
import { oneLine } from './text.js';

/**
 * Promo codes, sales and how prices show (issue 48). Codes are matched whatever their case; a code's
 * rules are checked by the server when it prices an order (the quote and the order alike).
 */

/**
 * An instant as ISO 8601 with its offset ('2026-12-01T00:00:00+02:00' or '…Z'), or Beirut's wall time
 * without one ('2026-12-01T10:00', as the admin's date inputs hold it), read as the shop's time.
 */
export const instantSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (shopWallTimeToIso(value.trim()) ?? value) : value),
  z.iso.datetime({ offset: true, error: messages.invalidDateTime }),
);
const instant = instantSchema;
const optionalInstant = instant.nullable().optional();

/** A whole LBP amount the admin types (a minimum order, an amount off). */
const lbp = z
  .int({ error: messages.promoValueRequired })
  .min(0, messages.promoValueRequired)
  .max(MAX_RATE, messages.amountTooLarge);

const CODE = /^[A-Za-z0-9_-]+$/;

/** A promo code as typed by the admin: letters, digits, - and _, 3 to 30 of them. */
const promoCodeTextSchema = z
  .string({ error: messages.promoCodeInvalid })
  .trim()
  .min(PROMO_LIMITS.codeMin, messages.promoCodeInvalid)
  .max(PROMO_LIMITS.codeMax, messages.promoCodeInvalid)
  .regex(CODE, messages.promoCodeInvalid);

/**
 * A code as a shopper sends it: blank is none; anything else is looked up (whatever its case), so that a
 * mistyped code is answered 'does not exist' rather than a format error.
 */
export const shopperPromoCodeSchema = z
  .string({ error: messages.promoUnknown })
  .trim()
  .max(100, messages.promoUnknown)
  .optional()
  .transform((code) => code || undefined);

/** Whether a window's end (when it has both ends) comes after its start. */
export const endsAfterStart = (window: { startsAt?: string | null; endsAt?: string | null }) =>
  !window.startsAt || !window.endsAt || Date.parse(window.startsAt) < Date.parse(window.endsAt);
const windowError = { message: messages.windowReversed, path: ['endsAt'] };

/** What a code of `kind` needs as its value: 1–100 % or at least 1 LBP; nothing for free delivery. */
function valueFits(kind: PromoKind, value: number | null | undefined): boolean {
  if (kind === 'freeDelivery') return true;
  if (value === null || value === undefined || value < 1) return false;
  return kind === 'amount' || value <= 100;
}

/** POST /admin/promo-codes and PUT /admin/promo-codes/:id (the whole code each time; `active: false` pauses it). */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeTextSchema,
    kind: z.enum(PROMO_KINDS, { error: `kind must be one of ${PROMO_KINDS.join(', ')}` }),
    value: lbp.nullable().optional(),
    minOrder: lbp.nullable().optional(),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    maxUses: z.int().min(1).max(PROMO_LIMITS.maxUses).nullable().optional(),
    maxUsesPerCustomer: z.int().min(1).max(PROMO_LIMITS.maxUses).nullable().optional(),
    active: z.boolean().default(true),
  })
  .refine((code) => valueFits(code.kind, code.value), {
    message: messages.promoValueRequired,
    path: ['value'],
  })
  .refine(endsAfterStart, windowError);
export type PromoCodeFields = z.output<typeof promoCodeInputSchema>;

const promoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Null for free delivery. */
  value: z.int().nullable(),
  minOrder: z.int().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  maxUses: z.int().nullable(),
  maxUsesPerCustomer: z.int().nullable(),
  active: z.boolean(),
  /** Orders carrying it, cancelled and returned ones left out (their use was given back). */
  uses: z.int(),
  /** Those orders' totals, LBP. */
  sales: z.number(),
  createdAt: z.iso.datetime(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeResponseSchema = z.object({ success: z.literal(true), code: promoCodeSchema });
export const promoCodesResponseSchema = z.object({
  success: z.literal(true),
  codes: z.array(promoCodeSchema),
});

/**
 * POST /admin/sales: N % off a category, a sub-category (in every category, or in the one given) or
 * the whole shop (neither), from a start to an end.
 */
export const saleInputSchema = z
  .object({
    name: oneLine(requiredText(messages.saleNameRequired).max(PROMO_LIMITS.nameMax, messages.tooLong)),
    percent: z
      .int({ error: messages.salePercentInvalid })
      .min(1, messages.salePercentInvalid)
      .max(100, messages.salePercentInvalid),
    category: z
      .enum(MAIN_CATEGORIES, {
        error: (issue) => format(messages.unknownCategory, { name: describeInput(issue.input) }),
      })
      .nullable()
      .optional(),
    subcategory: z.string().trim().max(60, messages.tooLong).nullable().optional(),
    startsAt: instant,
    endsAt: instant,
  })
  .refine(endsAfterStart, windowError);
export type SaleFields = z.output<typeof saleInputSchema>;

const saleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  percent: z.int(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleResponseSchema = z.object({ success: z.literal(true), sale: saleSchema });
export const salesResponseSchema = z.object({ success: z.literal(true), sales: z.array(saleSchema) });

/** PUT /admin/price-display. */
export const priceDisplayInputSchema = z.object({
  show: z.enum(PRICE_DISPLAYS, { error: `show must be one of ${PRICE_DISPLAYS.join(', ')}` }),
});
export const priceDisplayResponseSchema = z.object({
  success: z.literal(true),
  show: z.enum(PRICE_DISPLAYS),
});

/** The admin's promo code form as its inputs hold it (text as typed; dates as Beirut's wall time). */
export interface PromoCodeFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

const blankOr = <T>(text: string, read: (text: string) => T) => (text.trim() === '' ? null : read(text));
const amountOf = (text: string) => typedAmount(text) ?? Number.NaN;

/** The form's text read into `promoCodeInputSchema`'s payload, so that it shows the API's own messages. */
export const promoCodeFormSchema = z.preprocess((typed) => {
  const v = typed as PromoCodeFormValues;
  return {
    code: v.code,
    kind: v.kind,
    value: v.kind === 'freeDelivery' ? null : blankOr(v.value, amountOf),
    minOrder: blankOr(v.minOrder, amountOf),
    startsAt: blankOr(v.startsAt, (text) => text),
    endsAt: blankOr(v.endsAt, (text) => text),
    maxUses: blankOr(v.maxUses, amountOf),
    maxUsesPerCustomer: blankOr(v.maxUsesPerCustomer, amountOf),
    active: v.active,
  };
}, promoCodeInputSchema) as unknown as z.ZodType<PromoCodeFields, PromoCodeFormValues>;

/** The admin's sale form as its inputs hold it ('' for no category or sub-category). */
export interface SaleFormValues {
  name: string;
  percent: string;
  category: string;
  subcategory: string;
  startsAt: string;
  endsAt: string;
}

export const saleFormSchema = z.preprocess((typed) => {
  const v = typed as SaleFormValues;
  return {
    name: v.name,
    percent: amountOf(v.percent),
    category: v.category || null,
    subcategory: v.subcategory || null,
    startsAt: v.startsAt,
    endsAt: v.endsAt,
  };
}, saleInputSchema) as unknown as z.ZodType<SaleFields, SaleFormValues>;

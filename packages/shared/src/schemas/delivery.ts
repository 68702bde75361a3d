import { z } from 'zod';
import { messages } from '../messages.js';
import { FIELD_LIMITS } from '../vocabularies.js';
import { MAX_RATE, requiredText } from './common.js';
import { latinDigits, oneLine } from './text.js';

/**
 * Delivery areas (issue 47): each with its names, its fee in LBP, the usual days to deliver and whether
 * the shop delivers there now; and the amount from which delivery is free.
 */

/** A whole LBP amount from 0 to MAX_RATE, else `message`. */
const lbpAmount = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_RATE, message);

/** An area's fee (whole LBP, 0 or more). */
const deliveryFeeSchema = lbpAmount(messages.deliveryFeeInvalid);

const day = z
  .number({ error: messages.deliveryDaysInvalid })
  .int(messages.deliveryDaysInvalid)
  .min(0, messages.deliveryDaysInvalid)
  .max(FIELD_LIMITS.deliveryDaysMax, messages.deliveryDaysInvalid);

/** The usual days to deliver, as a range ('1–2 days'; `min` = `max` for an exact number). */
const deliveryDaysSchema = z
  .object({ min: day, max: day }, { error: messages.deliveryDaysInvalid })
  .refine((days) => days.min <= days.max, { message: messages.deliveryDaysInvalid, path: ['max'] });
export type DeliveryDays = z.infer<typeof deliveryDaysSchema>;

const areaName = oneLine(z.string().trim().max(FIELD_LIMITS.areaNameMax, messages.tooLong));
/** Arabic or French: blank or null leaves the area without one (it shows the English). */
const translatedName = areaName.nullable().transform((name) => name ?? '');

/** The area's names: English required (the shop's records: orders, CSV, WhatsApp), Arabic and French optional. */
const areaNamesSchema = z.object({
  en: oneLine(
    requiredText(messages.deliveryAreaNameRequired).max(FIELD_LIMITS.areaNameMax, messages.tooLong),
  ),
  ar: translatedName.optional(),
  fr: translatedName.optional(),
});

/** POST /admin/delivery/areas. Without `days` the area shows no days; without `active` it is on. */
export const newAreaSchema = z.object({
  names: areaNamesSchema,
  fee: deliveryFeeSchema,
  days: deliveryDaysSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type NewArea = z.output<typeof newAreaSchema>;

/**
 * PUT /admin/delivery/areas/:id: any of the fields. A name left out keeps its value; an Arabic or
 * French name sent blank (or null) is removed.
 */
export const areaChangeSchema = z.object({
  names: areaNamesSchema.partial().optional(),
  fee: deliveryFeeSchema.optional(),
  days: deliveryDaysSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type AreaChange = z.output<typeof areaChangeSchema>;

/**
 * A number as the admin's forms type it (Arabic-Indic digits, thousands grouped by commas): undefined
 * when blank, NaN (refused by the number's schema, with its message) when it is not a plain number.
 */
export function typedAmount(text: string): number | undefined {
  const plain = latinDigits(text.trim()).replaceAll(',', '');
  if (plain === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The admin's area form as its inputs hold it (text, as typed). */
export interface AreaFormValues {
  names: { en: string; ar: string; fr: string };
  fee: string;
  days: { min: string; max: string };
  active: boolean;
}

/** The form's text as `newAreaSchema`'s payload: numbers read, both days left blank for none. */
const areaPayloadOf = ({ names, fee, days, active }: AreaFormValues) => ({
  names,
  fee: typedAmount(fee) ?? Number.NaN,
  days:
    days.min.trim() === '' && days.max.trim() === ''
      ? null
      : { min: typedAmount(days.min) ?? Number.NaN, max: typedAmount(days.max) ?? Number.NaN },
  active,
});

/**
 * The admin's area form: its text read into `newAreaSchema`'s payload, so that the form shows the API's
 * own messages under the same fields.
 */
export const areaFormSchema = z.preprocess(
  (typed) => areaPayloadOf(typed as AreaFormValues),
  newAreaSchema,
) as unknown as z.ZodType<z.output<typeof newAreaSchema>, AreaFormValues>;

/** PUT /admin/delivery/free-from: the amount (whole LBP) from which delivery is free, or null for none. */
export const freeDeliverySchema = z.object({
  amount: lbpAmount(messages.freeDeliveryAmountInvalid).nullable(),
});

const daysAnswer = z.object({ min: z.int(), max: z.int() }).nullable();

/** An active area as the checkout lists it, named in the request's language. */
const deliveryAreaSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fee: z.int(),
  days: daysAnswer,
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/** GET /delivery/areas: the areas the shop delivers to now, and the free-delivery amount (null: none). */
export const deliveryAreasResponse = z.object({
  success: z.literal(true),
  areas: z.array(deliveryAreaSchema),
  freeDeliveryFrom: z.int().nullable(),
});
export type DeliveryAreasResponse = z.infer<typeof deliveryAreasResponse>;

/** An area as the admin keeps it: every name, switched on or off. */
const adminDeliveryAreaSchema = z.object({
  _id: z.string(),
  names: z.object({ en: z.string(), ar: z.string().optional(), fr: z.string().optional() }),
  fee: z.int(),
  days: daysAnswer,
  active: z.boolean(),
});
export type AdminDeliveryArea = z.infer<typeof adminDeliveryAreaSchema>;

export const adminDeliveryAreasResponse = z.object({
  success: z.literal(true),
  areas: z.array(adminDeliveryAreaSchema),
  freeDeliveryFrom: z.int().nullable(),
});
export type AdminDeliveryAreasResponse = z.infer<typeof adminDeliveryAreasResponse>;

export const adminDeliveryAreaResponse = z.object({
  success: z.literal(true),
  area: adminDeliveryAreaSchema,
});

export const freeDeliveryResponse = z.object({
  success: z.literal(true),
  freeDeliveryFrom: z.int().nullable(),
});

/** An order's area as its answers name it (in the order's record language or the reader's). */
export const orderAreaSchema = z.object({ _id: z.string(), name: z.string() });
export type OrderArea = z.infer<typeof orderAreaSchema>;

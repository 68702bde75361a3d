import { z } from 'zod';
import { messages } from '../messages.js';
import { FIELD_LIMITS } from '../vocabularies.js';
import { requiredText } from './common.js';
import { phoneLine } from './text.js';

/**
 * A phone number orders are refused for. `key` is the number as every check compares it (its digits
 * without the country code and the leading 0: '+961 3 123 456' and '03123456' are one number).
 */
const blockedPhone = z.object({ key: z.string(), phone: z.string(), createdAt: z.iso.datetime() });
export type BlockedPhone = z.infer<typeof blockedPhone>;
export const blockedPhonesResponse = z.object({ success: z.literal(true), phones: z.array(blockedPhone) });
export const blockPhoneInputSchema = z.object({
  phone: phoneLine(requiredText(messages.phoneRequired).max(FIELD_LIMITS.phoneMax, messages.tooLong)).refine(
    (phone) => /\d/.test(phone),
    messages.phoneWithoutDigits,
  ),
});
export const blockPhoneResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  phone: blockedPhone,
});
export const blockedPhoneParamsSchema = z.object({
  key: z.string().regex(/^\d{1,30}$/, messages.phoneBlockNotFound),
});

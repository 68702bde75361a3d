import { z } from 'zod';
import { messages } from '../messages.js';
import { FIELD_LIMITS } from '../vocabularies.js';

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST /products/:id/stock-alerts: the sold-out size and colour to hear about. A guest gives an e-mail
 * address (required then, checked by the server); a signed-in shopper's account address is used.
 */
export const stockAlertSchema = z.object({
  size: z.string({ error: messages.selectSize }).trim().min(1, messages.selectSize).max(60, messages.tooLong),
  // A product whose sizes come without colours has options of colour ''.
  color: z.string({ error: messages.stockAlertUnknownOption }).trim().max(40, messages.tooLong).default(''),
  email: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: messages.invalidEmail })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: messages.invalidEmail }).max(FIELD_LIMITS.emailMax, messages.invalidEmail))
      .optional(),
  ),
});
export type StockAlertInput = z.input<typeof stockAlertSchema>;

/** How many shoppers wait for one option of a product (the admin's products table). */
export const waitingOptionSchema = z.object({ size: z.string(), color: z.string(), count: z.int() });
export type WaitingOption = z.infer<typeof waitingOptionSchema>;

import { z } from 'zod';
import { PRICE_DISPLAYS } from '../vocabularies.js';

/** The shop's identity (configuration, see the README), as the storefront receives it from GET /shop. */
const shopSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  newsletterUrl: z.string(),
  mapEmbedUrl: z.string(),
  cardPublishableKey: z.string(),
  /** How prices show (issue 48): pounds, dollars, or both (dollars first); set by the admin. */
  priceDisplay: z.enum(PRICE_DISPLAYS),
  /** LBP per dollar, which the dollar prices are worked out at (0: none set, prices show in pounds). */
  dollarRate: z.number(),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopResponseSchema = z.object({ success: z.literal(true), shop: shopSchema });

/**
 * GET /admin/dollarRate and /admin/deliveryRate: a list whose first entry
 * holds the value (docs/product.md §13).
 */
export const rateResponseSchema = z.object({
  success: z.literal(true),
  dr: z.array(z.object({ value: z.number() })),
});
export type RateResponse = z.infer<typeof rateResponseSchema>;

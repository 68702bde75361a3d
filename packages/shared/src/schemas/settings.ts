import { z } from 'zod';

/** The shop's identity (configuration, see the README), as the storefront receives it from GET /shop. */
export const shopSchema = z.object({
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
});
export type Shop = z.infer<typeof shopSchema>;

import { shippingSchema } from '@shop/shared';
import { schemaResolver } from '../../../lib/forms/schemaResolver';

/** The shipping form's validation, fetched when the shopper is about to type (lazyResolver). */
export const shippingResolver = schemaResolver(shippingSchema);

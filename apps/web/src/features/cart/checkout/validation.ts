import { shippingSchema, shippingWithAreaSchema } from '@shop/shared';
import { schemaResolver } from '../../../lib/forms/schemaResolver';

/** The shipping form's validation, fetched when the shopper is about to type (lazyResolver). */
export const shippingResolver = schemaResolver(shippingSchema);
/** The same while the shop delivers to areas of its list: one must be picked. */
export const shippingWithAreaResolver = schemaResolver(shippingWithAreaSchema);

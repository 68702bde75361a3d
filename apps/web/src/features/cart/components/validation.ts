import { quoteSchema } from '@shop/shared';
import { schemaResolver } from '../../../lib/forms/schemaResolver';

/**
 * The promo code field's validation: the quote's own rule for the code (POST /order/quote), fetched when
 * the shopper is about to type (lazyResolver). Blank is no code; a code too long is refused with the
 * server's words for a code it does not know.
 */
export const promoCodeResolver = schemaResolver(quoteSchema.pick({ promoCode: true }));

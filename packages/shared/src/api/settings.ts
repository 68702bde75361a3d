import { rateValueSchema } from '../schemas/common.js';
import { priceDisplayInputSchema, priceDisplayResponseSchema } from '../schemas/promotions.js';
import { rateResponseSchema, shopResponseSchema } from '../schemas/settings.js';
import { endpoint } from './endpoint.js';

const tags = ['settings'];

/** A rate's read (public: the cart needs it) and its write (admins): a list whose first entry is the value. */
const rate = <const Path extends string>(path: Path) => ({
  get: endpoint({ method: 'GET', path, tags, responses: { 200: rateResponseSchema } }),
  set: endpoint({
    method: 'POST',
    path,
    tags,
    body: rateValueSchema,
    responses: { 200: rateResponseSchema },
  }),
});

/** The dollar rate, the delivery cost, and the shop's identity. */
export const settingsEndpoints = {
  dollarRate: rate('/admin/dollarRate'),
  deliveryRate: rate('/admin/deliveryRate'),
  shop: endpoint({ method: 'GET', path: '/shop', tags, responses: { 200: shopResponseSchema } }),
  /** How prices show everywhere: 'lbp' (the default), 'usd' or 'both' (issue 48). */
  priceDisplay: endpoint({
    method: 'PUT',
    path: '/admin/price-display',
    tags,
    body: priceDisplayInputSchema,
    responses: { 200: priceDisplayResponseSchema },
  }),
};

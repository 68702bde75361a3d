import { messageResponse } from '../schemas/accounts.js';
import { idParamsSchema } from '../schemas/common.js';
import {
  promoCodeInputSchema,
  promoCodeResponseSchema,
  promoCodesResponseSchema,
  saleInputSchema,
  saleResponseSchema,
  salesResponseSchema,
} from '../schemas/promotions.js';
import { endpoint } from './endpoint.js';

const tags = ['promotions'];

/**
 * The admin's promo codes and sales (issue 48); the shopper's side is the order's `promoCode`. Two
 * groups, as two server modules answer them (orders, which prices a code at checkout; sales).
 */
export const promotionEndpoints = {
  codes: {
    /** Every code, newest first, with its uses and sales. */
    list: endpoint({
      method: 'GET',
      path: '/admin/promo-codes',
      tags,
      responses: { 200: promoCodesResponseSchema },
    }),
    add: endpoint({
      method: 'POST',
      path: '/admin/promo-codes',
      tags,
      body: promoCodeInputSchema,
      responses: { 201: promoCodeResponseSchema },
    }),
    /** The whole code again: edits it, pauses it (`active: false`) or starts it again. */
    change: endpoint({
      method: 'PUT',
      path: '/admin/promo-codes/:id',
      tags,
      params: idParamsSchema,
      body: promoCodeInputSchema,
      responses: { 200: promoCodeResponseSchema },
    }),
    /** Orders placed with it keep the code's text and their discount. */
    delete: endpoint({
      method: 'DELETE',
      path: '/admin/promo-codes/:id',
      tags,
      params: idParamsSchema,
      responses: { 200: messageResponse },
    }),
  },
  sales: {
    /** Every sale, the latest to end first. */
    list: endpoint({
      method: 'GET',
      path: '/admin/sales',
      tags,
      responses: { 200: salesResponseSchema },
    }),
    add: endpoint({
      method: 'POST',
      path: '/admin/sales',
      tags,
      body: saleInputSchema,
      responses: { 201: saleResponseSchema },
    }),
    /** Ends a sale now (prices go back at once); orders placed in it keep their prices. */
    delete: endpoint({
      method: 'DELETE',
      path: '/admin/sales/:id',
      tags,
      params: idParamsSchema,
      responses: { 200: messageResponse },
    }),
  },
};

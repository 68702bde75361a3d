import { z } from 'zod';
import {
  addToCartSchema,
  cartResponseSchema,
  deleteCartSchema,
  removeCartLineSchema,
  updateCartQuantitySchema,
} from '../schemas/cart.js';
import { endpoint } from './endpoint.js';

const tags = ['cart'];
/** Every cart call answers the whole cart as it now is. */
const responses = { 200: cartResponseSchema };

/** The signed-in shopper's cart (docs/product.md §7); the server reads every price itself. */
export const cartEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/cart/:userId',
    tags,
    params: z.object({ userId: z.string() }),
    responses,
  }),
  /** Adds lines; each merges with its product, size and colour (a line sent again under its key: once). */
  add: endpoint({ method: 'POST', path: '/cart/new', tags, body: addToCartSchema, responses }),
  setQuantity: endpoint({
    method: 'PATCH',
    path: '/updateQuantity',
    tags,
    body: updateCartQuantitySchema,
    responses,
  }),
  removeLine: endpoint({ method: 'PATCH', path: '/RemoveCart', tags, body: removeCartLineSchema, responses }),
  clear: endpoint({ method: 'POST', path: '/deleteCart', tags, body: deleteCartSchema, responses }),
};

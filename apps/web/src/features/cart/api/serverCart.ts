import type { Cart, CartItem, CartResponse } from '@shop/shared';
import { api } from '../../../lib/api';

/**
 * The server cart's calls (spec §7 Cart). Each answers the whole cart as it now is. Only the product,
 * size, colour and quantity of a line are sent: the server reads every price itself.
 */

const lineInput = ({ product, size, color, quantity }: CartItem) => ({ product, size, color, quantity });

const cartOf = (response: CartResponse): Cart => response.cart;

export const getServerCart = (userId: string) =>
  api.get<CartResponse>(`/cart/${encodeURIComponent(userId)}`).then(cartOf);

/**
 * Adds lines in one call; the server merges each with its product, size and colour. Lines sent under
 * the key of the cart's last merge are not added again (another tab, or a lost answer, sent them).
 */
export const addServerLines = (userId: string, items: readonly CartItem[], mergeKey: string | null) =>
  api
    .post<CartResponse>(
      '/cart/new',
      { user: userId, cartItems: items.map(lineInput) },
      mergeKey ? { headers: { 'Idempotency-Key': mergeKey } } : {},
    )
    .then(cartOf);

export const setServerQuantity = (line: CartItem & { _id: string }, quantity: number) =>
  api.patch<CartResponse>('/updateQuantity', { id: line.product, cartId: line._id, quantity }).then(cartOf);

export const removeServerLine = (line: CartItem & { _id: string }) =>
  api.patch<CartResponse>('/RemoveCart', { id: line.product, cartId: line._id }).then(cartOf);

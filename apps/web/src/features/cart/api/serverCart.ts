import { type Cart, type CartItem, type CartResponse, endpoints } from '@shop/shared';
import { api } from '../../../lib/api';

/**
 * The server cart's calls (docs/product.md §7). Each answers the whole cart as it now is. Only the product,
 * size, colour and quantity of a line (and a local line's merge key) are sent: the server reads every
 * price itself.
 */

const lineInput = ({ product, size, color, quantity, key }: CartItem) => ({
  product,
  size,
  color,
  quantity,
  key,
});

const cartOf = (response: CartResponse): Cart => response.cart;

export const getServerCart = (userId: string) =>
  api.call(endpoints.cart.get, { params: { userId } }).then(cartOf);

/**
 * Adds lines in one call; the server merges each with its product, size and colour. A line sent
 * again under its merge key (another tab, or a lost answer, sent it) is not added twice.
 */
export const addServerLines = (userId: string, items: readonly CartItem[]) =>
  api.call(endpoints.cart.add, { body: { user: userId, cartItems: items.map(lineInput) } }).then(cartOf);

export const setServerQuantity = (line: CartItem & { _id: string }, quantity: number) =>
  api
    .call(endpoints.cart.setQuantity, { body: { id: line.product, cartId: line._id, quantity } })
    .then(cartOf);

export const removeServerLine = (line: CartItem & { _id: string }) =>
  api.call(endpoints.cart.removeLine, { body: { id: line.product, cartId: line._id } }).then(cartOf);

import {
  type Cart,
  type CartLineAvailability,
  format,
  type Locale,
  MAX_CART_LINES,
  messages,
  optionUnitPrice,
  type ServerCartLine,
} from '@shop/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import {
  type CartLineRow,
  cartLineCount,
  cartOwner,
  clearCart,
  type LineToMerge,
  lockCart,
  lockCartLine,
  mergeCartLines,
  readCartRows,
} from './queries.js';

function availability(row: CartLineRow): CartLineAvailability {
  if (row.product_status === 'OUTOFSTOCK') return 'productOutOfStock';
  if (row.option_id === null) return 'optionGone';
  if (row.sellable === 0) return 'optionOutOfStock';
  return row.quantity > row.sellable ? 'overStock' : 'available';
}

/** A stored line in the API's shape (docs/product.md §4), priced from the database at today's dollar rate. */
function toCartLine(row: CartLineRow, dollarRate: number): ServerCartLine {
  const option = { price: row.option_price, dollarPrice: row.option_dollar_price };
  return {
    _id: row.id,
    product: row.product_id,
    productId: row.product_code,
    optCode: row.option_code || row.product_code,
    name: row.name,
    price: optionUnitPrice(option, row.price, dollarRate),
    dollarPrice: row.option_dollar_price ?? row.dollar_price,
    image: row.image ?? '',
    stock: row.stock,
    discountRate: row.discount_rate,
    isChecked: row.discount_active,
    quantity: row.quantity,
    size: row.size,
    color: row.color,
    Quantity: row.sellable,
    availability: availability(row),
  };
}

/** The user's cart as it is now: every price, name (in `locale`) and stock read at this moment. */
export async function readCart(db: Database, userId: string, locale: Locale): Promise<Cart> {
  const { cartId, lines, dollarRate } = await readCartRows(db, userId, locale);
  return { _id: cartId ?? null, cartItems: lines.map((row) => toCartLine(row, dollarRate)) };
}

/**
 * Adds `lines` to the user's cart (created on first use). A cart that would hold more than
 * `MAX_CART_LINES` lines is refused (409) and keeps what it had. Lines can only go over when the
 * stored ones and the sent ones together could: only then are they counted again after the merge.
 */
export async function addToCart(trx: Transaction<DB>, userId: string, lines: readonly LineToMerge[]) {
  const cart = await lockCart(trx, userId);
  await mergeCartLines(trx, cart.id, lines);
  if (cart.lines + lines.length > MAX_CART_LINES && (await cartLineCount(trx, cart.id)) > MAX_CART_LINES)
    throw new Conflict(format(messages.cartFull, { max: MAX_CART_LINES }));
}

/** 'Floral Pyjama (S, Pink)': how a refused line is named to the shopper. */
function itemName(line: { name: string; size: string; color: string }): string {
  return `${line.name} (${[line.size, line.color].filter(Boolean).join(', ')})`;
}

/**
 * Locks the user's line `lineId` of product `productId`, for an edit (its name in `locale`, for a
 * refusal). Another user's line is forbidden; an unknown line, or one of another product, is not found.
 */
export async function lockOwnLine(
  trx: Transaction<DB>,
  userId: string,
  lineId: string,
  productId: string,
  locale: Locale,
) {
  const line = await lockCartLine(trx, lineId, locale);
  if (!line || line.product_id !== productId) throw new NotFound(messages.cartLineNotFound);
  if (line.user_id !== userId) throw new Forbidden();
  return line;
}

/**
 * Refuses a quantity above what can be sold of the line's option, naming the item. Lowering a line
 * that holds more than is left is allowed: it moves towards what can be bought.
 */
export function checkStock(
  line: { name: string; size: string; color: string; quantity: number; sellable: number },
  quantity: number,
): void {
  if (quantity <= line.sellable || quantity < line.quantity) return;
  throw new Conflict(format(messages.stockExceeded, { available: line.sellable, item: itemName(line) }));
}

/** Empties the cart `cartId` of `userId` (another user's cart is forbidden). */
export async function clearOwnCart(trx: Database, userId: string, cartId: string): Promise<void> {
  const owner = await cartOwner(trx, cartId);
  if (owner === undefined) throw new NotFound(messages.cartNotFound);
  if (owner !== userId) throw new Forbidden();
  await clearCart(trx, userId);
}

import { randomUUID } from 'node:crypto';
import {
  COUNTRY,
  cartTotals,
  discountedPrice,
  dollarsFromLbp,
  format,
  messages,
  type newOrderSchema,
  optionUnitPrice,
} from '@shop/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { clearCart } from '../cart/queries.js';
import { getRate } from '../settings/queries.js';
import {
  claimIdempotencyKey,
  insertOrder,
  type LockedOption,
  type LockedProduct,
  lockProducts,
  orderIdForKey,
  syncStockStatus,
  takeStock,
} from './queries.js';

export type NewOrder = z.infer<typeof newOrderSchema>;
type Line = NewOrder['orderItems'][number];

interface PricedLine extends Line {
  item: LockedProduct;
  option: LockedOption;
  /** The catalogue price of the line (the cart's rule, `optionUnitPrice`), before any discount. */
  listPrice: number;
}

/** The outcome of a checkout: the order placed now, or the one an earlier request with the same key placed. */
export interface Placed {
  orderId: string;
  created: boolean;
}

/**
 * Places an order in one transaction: the server prices every line from the database (option price
 * override, discount rule, delivery cost), takes the stock, writes the order and its lines, and empties
 * the shopper's server cart. Anything refused (unknown product, not enough stock) rolls all of it back.
 */
export async function placeOrder(
  db: Database,
  userId: string,
  input: NewOrder,
  idempotencyKey: string | undefined,
): Promise<Placed> {
  // Read before the transaction (and at once on PostgreSQL): the prices of the moment the shopper clicked.
  const [delivery, dollar] = await Promise.all([getRate(db, 'deliveryRate'), getRate(db, 'dollarRate')]);
  const rates = { delivery, dollar };
  return db.transaction().execute(async (trx) => {
    const orderId = randomUUID();
    const key = idempotencyKey && { user_id: userId, key: idempotencyKey, order_id: orderId };
    if (key && !(await claimIdempotencyKey(trx, key))) {
      const first = await orderIdForKey(trx, userId, key.key);
      // Missing only when an admin deleted that order meanwhile: then this request places a new one.
      if (first) return { orderId: first, created: false };
    }
    const lines = await priceLines(trx, mergeLines(input.orderItems), rates.dollar);
    await takeLineStock(trx, lines);
    await writeOrder(trx, { orderId, userId, input, lines, rates });
    await clearCart(trx, userId);
    return { orderId, created: true };
  });
}

/** The same product, size and colour sent twice is one line of their summed quantity. */
function mergeLines(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = JSON.stringify([line.product, line.size, line.color]);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** Locks the products of the order and prices each line from what the database holds now. */
async function priceLines(
  trx: Transaction<DB>,
  lines: readonly Line[],
  dollarRate: number,
): Promise<PricedLine[]> {
  const productIds = [...new Set(lines.map((line) => line.product))];
  const products = new Map((await lockProducts(trx, productIds)).map((p) => [p.id, p]));
  return lines.map((line) => {
    const item = products.get(line.product);
    if (!item) throw new NotFound(messages.productNotFound);
    const option = item.options.find((o) => o.size === line.size && o.color === line.color);
    if (!option || item.status === 'OUTOFSTOCK') throw new Conflict(unavailable(item, line));
    const listPrice = optionUnitPrice(
      { price: option.price, dollarPrice: option.dollar_price },
      item.price,
      dollarRate,
    );
    return { ...line, item, option, listPrice };
  });
}

const unavailable = (item: LockedProduct, line: Line) =>
  format(messages.orderItemUnavailable, { name: item.name, size: line.size, color: line.color });

/** Takes each line's stock; the first line that cannot be served is named in the 409. */
async function takeLineStock(trx: Transaction<DB>, lines: readonly PricedLine[]): Promise<void> {
  const taken = await takeStock(
    trx,
    lines.map((line) => ({ optionId: line.option.id, quantity: line.quantity })),
  );
  const short = lines.find((line) => !taken.has(line.option.id));
  if (short) {
    const { option, item } = short;
    if (option.quantity === 0 || option.status === 'OUTSTOCK') throw new Conflict(unavailable(item, short));
    throw new Conflict(
      format(messages.orderNotEnoughStock, {
        available: option.quantity,
        name: item.name,
        size: short.size,
        color: short.color,
      }),
    );
  }
  await syncStockStatus(trx, [...new Set(lines.map((line) => line.product))]);
}

/** Today's delivery cost and dollar rate, read as the checkout starts. */
interface Rates {
  delivery: number;
  dollar: number;
}

async function writeOrder(
  trx: Transaction<DB>,
  placed: { orderId: string; userId: string; input: NewOrder; lines: PricedLine[]; rates: Rates },
): Promise<void> {
  const { orderId, userId, input, lines, rates } = placed;
  const totals = cartTotals(
    lines.map((line) => ({
      price: line.listPrice,
      quantity: line.quantity,
      discountRate: line.item.discount_rate,
      isChecked: line.item.is_checked,
    })),
    rates.delivery,
  );
  const ship = input.shippingInfo;
  const order = {
    id: orderId,
    user_id: userId,
    first_name: ship.firstName,
    last_name: ship.lastName,
    address: [ship.street, ship.building, ship.floor].filter(Boolean).join(', '),
    city: ship.city,
    country: COUNTRY,
    phone_no: ship.phoneNumber,
    payment_type: input.paymentType,
    items_price: totals.subtotal,
    delivery_price: totals.delivery,
    total_price: totals.total,
    dollar_rate: rates.dollar,
    dollar_items_price: dollarsFromLbp(totals.subtotal, rates.dollar),
    dollar_total_price: dollarsFromLbp(totals.total, rates.dollar),
  };
  await insertOrder(
    trx,
    order,
    lines.map((line, position) => ({
      order_id: orderId,
      position,
      product_id: line.product,
      option_id: line.option.id,
      name: line.item.name,
      image: line.item.image ?? '',
      product_code: line.option.code || line.item.product_code,
      unit_price: line.listPrice,
      price: discountedPrice(line.listPrice, line.item.discount_rate, line.item.is_checked),
      quantity: line.quantity,
      size: line.size,
      color: line.color,
      discount_rate: line.item.discount_rate,
      is_checked: line.item.is_checked,
    })),
  );
}

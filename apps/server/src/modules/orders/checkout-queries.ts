import type { Order, PriceDisplay } from '@shop/shared';
import { type Insertable, type InsertObject, type QueryCreator, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, OrderItemsTable } from '../../db/schema.js';
import { emptyCart } from '../cart/index.js';
import { firstImageUrl } from '../catalog/index.js';
import { type CheckoutArea, checkoutAreaJson, freeDeliveryFrom } from '../delivery/index.js';
import { priceDisplayOf, priceDisplayValue, rateValue } from '../settings/index.js';
import { type CheckoutPromo, checkoutPromoJson } from './promo-use-queries.js';
import { ORDER_RECORD_LOCALE, orderJson, orderJsonFrom } from './queries.js';
import { type StockChange, stockMoves } from './stock-queries.js';

/**
 * The checkout's statements (the key claimed, the products locked and read, the stock taken and the
 * order written) and the stock moves that cancelling or deleting an order share with it. The order
 * reads and the admin's status changes are in queries.ts.
 */

type Executor = Database | Transaction<DB>;

/** The order an earlier checkout placed under this user's Idempotency-Key, with that request's digest. */
export async function findOrderByKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<{ order: Order; requestHash: string | null } | undefined> {
  const row = await db
    .selectFrom('order_idempotency_keys as k')
    .innerJoin('orders as o', 'o.id', 'k.order_id')
    .select([orderJson.as('order'), 'k.request_hash'])
    .where('k.user_id', '=', userId)
    .where('k.key', '=', key)
    .executeTakeFirst();
  return row && { order: row.order, requestHash: row.request_hash };
}

export interface LockedOption {
  id: string;
  size: string;
  color: string;
  quantity: number;
  price: number | null;
  dollar_price: number | null;
  code: string | null;
  status: 'INSTOCK' | 'OUTSTOCK';
}

export interface LockedProduct {
  id: string;
  name: string;
  product_code: string;
  price: number;
  /** The discount running (own or a sale's, decision 095), at the shop clock's now. */
  discount_now: number;
  status: 'INSTOCK' | 'OUTOFSTOCK';
  image: string | null;
  /** By position, as the cart chooses them. */
  options: LockedOption[];
}

/**
 * Locks the products whose stock is about to change, in id order, and reads them with their options
 * in the same round trip. Every stock change (checkout, cancellation, deletion) takes its products'
 * locks this way first, so two of them can only queue, never deadlock, and their options' quantities
 * are read and written by one at a time. NO KEY UPDATE, so that order lines and cart lines may still
 * reference the products meanwhile.
 */
export async function lockProducts(trx: Transaction<DB>, ids: readonly string[]): Promise<LockedProduct[]> {
  if (ids.length === 0) return [];
  return lockedProducts(trx, ids).execute();
}

function lockedProducts(qc: QueryCreator<DB>, ids: readonly string[]) {
  return productsToOrder(qc, ids).forNoKeyUpdate('p');
}

/** The products of an order with what pricing and the order lines need, in id order. */
export function productsToOrder(qc: QueryCreator<DB>, ids: readonly string[]) {
  return qc
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.name',
      'p.product_code',
      'p.price',
      'p.discount_now',
      'p.status',
      firstImageUrl('smallest').as('image'),
      sql<LockedOption[]>`(
        select coalesce(json_agg(json_build_object(
          'id', o.id, 'size', o.size, 'color', o.color, 'quantity', o.quantity, 'price', o.price,
          'dollar_price', o.dollar_price, 'code', o.code, 'status', o.status) order by o.position), '[]')
        from product_options o where o.product_id = p.id)`.as('options'),
    ])
    .where('p.id', 'in', ids)
    .orderBy('p.id');
}

/** Today's delivery cost and dollar rate, and the items amount from which delivery is free (null: none). */
export interface Rates {
  delivery: number;
  dollar: number;
  freeDeliveryFrom: number | null;
}

/** The promo code an order or a quote names, and whose uses it counts (the account, the phone). */
export interface PromoLookup {
  code: string;
  userId: string;
  phone: string;
}

/**
 * What the checkout's first statement reads besides the products: the rates, the free-delivery amount,
 * the area the order names (null: none named, or no such area), its promo code (null: none named, or
 * none by that name) and how prices show (the order's messages), as columns of each product row.
 */
export const checkoutTerms = (areaId: string | undefined, promo: PromoLookup | undefined) => [
  rateValue('deliveryRate').as('delivery_rate'),
  rateValue('dollarRate').as('dollar_rate'),
  freeDeliveryFrom.as('free_delivery_from'),
  (areaId === undefined ? sql<CheckoutArea | null>`null::json` : checkoutAreaJson(areaId)).as('area'),
  (promo === undefined
    ? sql<CheckoutPromo | null>`null::json`
    : checkoutPromoJson(promo.code, promo.userId, promo.phone)
  ).as('promo'),
  priceDisplayValue.as('price_display'),
];

/** What `termsOf` reads from a row: the columns of `checkoutTerms`. */
export interface TermsRow {
  delivery_rate: number;
  dollar_rate: number;
  free_delivery_from: number | null;
  area: CheckoutArea | null;
  promo: CheckoutPromo | null;
  price_display: number;
}

/** The rates, the area, the promo code and the price display from a row that selected `checkoutTerms`. */
export function termsOf(row: TermsRow): {
  rates: Rates;
  area: CheckoutArea | null;
  promo: CheckoutPromo | null;
  display: PriceDisplay;
} {
  const rates = {
    delivery: Number(row.delivery_rate),
    dollar: Number(row.dollar_rate),
    freeDeliveryFrom: row.free_delivery_from === null ? null : Number(row.free_delivery_from),
  };
  const promo = row.promo && {
    ...row.promo,
    value: row.promo.value === null ? null : Number(row.promo.value),
    min_order: row.promo.min_order === null ? null : Number(row.promo.min_order),
  };
  return {
    rates,
    area: row.area && { ...row.area, fee: Number(row.area.fee) },
    promo,
    display: priceDisplayOf(row.price_display),
  };
}

/** A row of a statement that selected `checkoutTerms`, without them: the product it read. */
export function productOf<P extends TermsRow>({
  delivery_rate,
  dollar_rate,
  free_delivery_from,
  area,
  promo,
  price_display,
  ...product
}: P): Omit<P, keyof TermsRow> {
  return product;
}

/** An Idempotency-Key to claim for the order about to be placed. */
export interface KeyClaim {
  user_id: string;
  key: string;
  order_id: string;
  /** A digest of the order sent with the key: a later request with the same key must send the same. */
  request_hash: string;
}

/**
 * Checkout's first statement: claims the Idempotency-Key (when there is one), locks the products as
 * `lockProducts` does and reads the rates and the named area of the moment, and the shopper's token version for the
 * access layer's `confirmToken` (undefined when the user is gone; read on its own only when the
 * statement finds no product, so returns no row). `claimed` is false when an earlier request
 * holds the key: a concurrent duplicate waits here (on the key, or on the products) until that
 * request's transaction ends, and that request never waits for it, so no deadlock (decision 009).
 * It is unknown (undefined) when none of the products exists. No rates without products: an order
 * whose products are all gone is refused before pricing.
 */
export async function claimKeyAndLockProducts(
  trx: Transaction<DB>,
  userId: string,
  claim: KeyClaim | undefined,
  ids: readonly string[],
  areaId: string | undefined,
  promo: PromoLookup | undefined,
): Promise<{
  tokenVersion: number | undefined;
  claimed: boolean | undefined;
  products: LockedProduct[];
  rates: Rates | undefined;
  area: CheckoutArea | null;
  promo: CheckoutPromo | null;
  display: PriceDisplay;
}> {
  const locking = claim ? trx.with('claim', (qc) => claimKey(qc, claim)) : trx;
  const rows = await lockedProducts(locking, ids)
    .select([
      ...checkoutTerms(areaId, promo),
      (claim ? sql<boolean>`exists (select 1 from claim)` : sql<boolean>`true`).as('claimed'),
      tokenVersionOf(userId).as('token_version'),
    ])
    .execute();
  const first = rows[0];
  const terms = first && termsOf(first);
  const products = rows.map(({ claimed, token_version, ...row }) => productOf(row));
  const tokenVersion = first
    ? first.token_version
    : (await trx.selectNoFrom(tokenVersionOf(userId).as('v')).executeTakeFirstOrThrow()).v;
  return {
    tokenVersion: tokenVersion ?? undefined,
    claimed: first?.claimed,
    products,
    rates: terms?.rates,
    area: terms?.area ?? null,
    promo: terms?.promo ?? null,
    display: terms?.display ?? 'lbp',
  };
}

/**
 * Inserts the key unless this user already holds it (then nothing: `claim` is empty). Only for a user
 * that exists: a deleted user's token is refused (confirmToken), not an error.
 */
export function claimKey(qc: QueryCreator<DB>, claim: KeyClaim) {
  return qc
    .insertInto('order_idempotency_keys')
    .columns(['user_id', 'key', 'order_id', 'request_hash'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'id',
          eb.val(claim.key).as('key'),
          eb.val(claim.order_id).as('order_id'),
          eb.val(claim.request_hash).as('request_hash'),
        ])
        .where('id', '=', claim.user_id),
    )
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('order_id');
}

/** The user's token version; null when the user is gone or blocked, whose tokens are refused. */
export const tokenVersionOf = (userId: string) =>
  sql<number | null>`(select token_version from users where id = ${userId} and blocked_at is null)`;

/** The shopper who placed an order, as its confirmation mail addresses them. */
export interface ShopperContact {
  name: string;
  email: string;
}

/**
 * Checkout's write, in one statement: takes each line's stock as `moveStock` does, inserts the order
 * and its lines, empties the shopper's server cart, and answers with the options whose stock it could
 * take (`taken`), the order as `findOrder` would and its shopper's contact for the mails. The caller must roll
 * the transaction back when a line's option is not in `taken`: the order written alongside goes with
 * it. The checkout knows everything else already, so nothing has to be read back.
 */
export async function takeStockAndInsertOrder(
  trx: Transaction<DB>,
  stock: readonly StockChange[],
  order: InsertObject<DB, 'orders'> & { id: string; user_id: string },
  items: readonly Insertable<OrderItemsTable>[],
): Promise<{ taken: Set<string>; order: Order; contact: ShopperContact }> {
  const { rows } = await sql<{ taken: string[] | null; order: Order; contact: ShopperContact }>`
    with ${stockMoves(stock, 'take')},
    new_order as (${trx.insertInto('orders').values(order).returningAll()}),
    new_items as (${trx.insertInto('order_items').values(items).returningAll()}),
    emptied_cart as (${emptyCart(trx, order.user_id)})
    select (select json_agg(id) from moved) as taken, ${orderJsonFrom('new_items', ORDER_RECORD_LOCALE)} as order,
      json_build_object('name', u.name, 'email', u.email) as contact
    from new_order o join users u on u.id = o.user_id`.execute(trx);
  const row = rows[0] as (typeof rows)[number];
  return { taken: new Set(row.taken ?? []), order: row.order, contact: row.contact };
}

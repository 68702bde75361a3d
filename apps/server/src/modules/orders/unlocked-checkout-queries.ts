import type { Order, PriceDisplay } from '@shop/shared';
import { type Insertable, type InsertObject, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, OrderItemsTable } from '../../db/schema.js';
import { LOST_TO_ANOTHER_WRITER, sqlStateOf } from '../../db/sql-errors.js';
import { emptyCart } from '../cart/index.js';
import { activeAreaFee, type CheckoutArea, freeDeliveryFrom } from '../delivery/index.js';
import { rateValue } from '../settings/index.js';
import {
  checkoutTerms,
  claimKey,
  type KeyClaim,
  type LockedProduct,
  type PromoLookup,
  productOf,
  productsToOrder,
  type Rates,
  type ShopperContact,
  termsOf,
  tokenVersionOf,
} from './checkout-queries.js';
import { type CheckoutPromo, type PromoClaim, promoUseCtes, promoUseTaken } from './promo-use-queries.js';
import { ORDER_RECORD_LOCALE, orderJson, orderJsonFrom } from './queries.js';
import { productsFollowOptions, STOCK_UPDATES } from './stock-queries.js';

// The usual checkout in two statements and no transaction block (decision 028): a read without
// locks, then one statement that writes only if nothing it was priced from has changed. It shares the
// locked path's pieces (checkout-queries.ts): the products' read, the key's claim, the stock moves.

/** What the unlocked checkout priced from, read without locks. */
export interface CheckoutView {
  tokenVersion: number | undefined;
  /** The order an earlier request placed under the same Idempotency-Key, with that request's digest. */
  placed: { order: Order; requestHash: string | null } | undefined;
  products: LockedProduct[];
  rates: Rates;
  /** The area the order names, as it is now; null when it names none or there is no such area. */
  area: CheckoutArea | null;
  /** The promo code the order names, as it is now; null when it names none or there is no such code. */
  promo: CheckoutPromo | null;
  /** How prices show (the order's WhatsApp text and mails). */
  display: PriceDisplay;
}

/**
 * The unlocked checkout's read, without locks: the products with their options, the rates and the named
 * area (as `claimKeyAndLockProducts` reads them), the shopper's token version, and the order already
 * placed under this Idempotency-Key. Undefined when none of the products exists.
 */
export async function readForCheckout(
  db: Database,
  userId: string,
  key: string | undefined,
  ids: readonly string[],
  areaId: string | undefined,
  promo: PromoLookup | undefined,
): Promise<CheckoutView | undefined> {
  const placed = key
    ? sql<Order | null>`(select ${orderJson} from order_idempotency_keys k join orders o on o.id = k.order_id
        where k.user_id = ${userId} and k.key = ${key})`
    : sql<Order | null>`null::json`;
  const placedHash = key
    ? sql<string | null>`(select request_hash from order_idempotency_keys
        where user_id = ${userId} and key = ${key})`
    : sql<string | null>`null::text`;
  const rows = await productsToOrder(db, ids)
    .select([
      ...checkoutTerms(areaId, promo),
      tokenVersionOf(userId).as('token_version'),
      placed.as('placed'),
      placedHash.as('placed_hash'),
    ])
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    tokenVersion: first.token_version ?? undefined,
    placed: first.placed ? { order: first.placed, requestHash: first.placed_hash } : undefined,
    products: rows.map(({ token_version, placed, placed_hash, ...row }) => productOf(row)),
    ...termsOf(first),
  };
}

/** A product as the checkout priced it: what its lines' prices depend on. */
export interface PricedProduct {
  id: string;
  price: number;
  /** The discount running when it was read (decision 095). */
  discount_now: number;
}

/** A line's option as the checkout priced it, and the pieces to take. */
export interface PricedOption {
  id: string;
  quantity: number;
  size: string;
  color: string;
  price: number | null;
  dollar_price: number | null;
}

/**
 * The errors after which the unlocked checkout is placed again under locks, which decides
 * exactly: `checkout_changed()` (migration 0016); a user deleted since the read (the order's name or
 * user reference fails; the locked path answers 401); a deadlock with a writer that locks in another
 * order (bulk repricing updates options in scan order) or a serialization failure.
 */
const PLACE_UNDER_LOCKS = new Set(['SC409', '23502', '23503', ...LOST_TO_ANOTHER_WRITER]);

/**
 * The whole checkout in one statement, without BEGIN and COMMIT, valid only if nothing it was priced
 * from has changed. It claims the Idempotency-Key, locks the products in id order (as
 * `claimKeyAndLockProducts`, in the same order: key, products, options), and goes on only if each
 * product is still as priced (price, discount, status) and no transaction changed its row since this
 * statement's snapshot was taken (its row version as locked is the one the snapshot sees: every
 * change to a product's options also writes the product, so its options are current too). Then it
 * takes each line's stock only from an option still as priced (size, colour, prices) with enough
 * left, keeps the products in step, and writes the order as `takeStockAndInsertOrder` does. When any
 * of this fails, or the rates, the free-delivery amount or the area's fee moved (or the area was
 * switched off), or the promo code's use could not be taken from a code unchanged since the read (no
 * use left that another checkout does not hold, the shopper's uses taken, an admin's edit: see
 * promo-checkout.ts), `checkout_changed()` rolls the whole statement back and this
 * answers undefined: the caller places the order under locks instead, which says why.
 */
export async function placeOrderIfUnchanged(
  db: Database,
  checkout: {
    claim: KeyClaim | undefined;
    /** The shopper's token version as the read confirmed it: a revocation since refuses too. */
    tokenVersion: number;
    products: readonly PricedProduct[];
    options: readonly PricedOption[];
    rates: Rates;
    /** The area the order names and the fee it was priced at; undefined when it names none. */
    area: { id: string; fee: number } | undefined;
    /** The use of a promo code to take with the order; undefined when it carries none. */
    promo?: PromoClaim | undefined;
    order: InsertObject<DB, 'orders'> & { id: string; user_id: string };
    items: readonly Insertable<OrderItemsTable>[];
  },
): Promise<{ order: Order; contact: ShopperContact } | undefined> {
  const { claim, tokenVersion, products, options, rates, area, promo, order, items } = checkout;
  const ids = sql.join(products.map((p) => sql`${p.id}::uuid`));
  const expected = sql.join(
    products.map((p) => sql`(${p.id}::uuid, ${p.price}::bigint, ${p.discount_now}::int)`),
  );
  const lines = sql.join(
    options.map(
      (o) =>
        sql`(${o.id}::uuid, ${o.quantity}::int, ${o.size}::text, ${o.color}::text, ${o.price}::bigint, ${o.dollar_price}::numeric)`,
    ),
  );
  const claimed = claim ? sql`exists (select 1 from claim)` : sql`true`;
  const take = STOCK_UPDATES.take;
  try {
    const { rows } = await sql<{ placed: { order: Order; contact: ShopperContact } }>`
      with ${claim ? sql`claim as (${claimKey(db, claim)}),` : sql``}
      seen as (select p.id, p.xmin from products p where p.id in (${ids})),
      locked as (
        select p.id, p.xmin, p.price, p.discount_now, p.status from products p
        where p.id in (${ids}) and ${claimed}
        order by p.id for no key update),
      unchanged as (
        select count(*) as products from locked l
        join seen s on s.id = l.id and s.xmin = l.xmin
        join (values ${expected}) as e(id, price, discount_now) on e.id = l.id
          and e.price = l.price and e.discount_now = l.discount_now
        where l.status = 'INSTOCK'),
      moved as (
        update product_options o
        set quantity = ${take.quantity}, status = ${take.status}
        from (values ${lines}) as v(id, quantity, size, color, price, dollar_price)
        where o.id = v.id and (select products from unchanged) = ${products.length} and ${take.guard}
          and o.size = v.size and o.color = v.color
          and o.price is not distinct from v.price and o.dollar_price is not distinct from v.dollar_price
        returning o.id, o.product_id, o.quantity, o.status),
      ${productsFollowOptions},
      new_order as (${db.insertInto('orders').values(order).returningAll()}),
      new_items as (${db.insertInto('order_items').values(items).returningAll()}),
      emptied_cart as (${emptyCart(db, order.user_id)})
      ${promo ? sql`, ${promoUseCtes(promo, order.id, false)}` : sql``}
      select case
        when (select count(*) from moved) = ${options.length}
          and u.token_version = ${tokenVersion}::int and u.blocked_at is null
          and ${rateValue('deliveryRate')} = ${rates.delivery}::bigint
          and ${rateValue('dollarRate')} = ${rates.dollar}::bigint
          and ${freeDeliveryFrom} is not distinct from ${rates.freeDeliveryFrom}::bigint
          ${area ? sql`and ${activeAreaFee(area.id)} = ${area.fee}::bigint` : sql``}
          ${promo ? sql`and ${promoUseTaken(promo)}` : sql``}
        then json_build_object('order', ${orderJsonFrom('new_items', ORDER_RECORD_LOCALE)},
          'contact', json_build_object('name', u.name, 'email', u.email))
        else checkout_changed() end as placed
      from new_order o left join users u on u.id = o.user_id`.execute(db);
    // new_order is one row, so the case above, which rolls everything back, is always evaluated once.
    const [row, ...more] = rows;
    if (!row || more.length > 0)
      throw new Error(`The unlocked checkout's statement answered ${rows.length} rows`);
    return row.placed;
  } catch (error) {
    if (PLACE_UNDER_LOCKS.has(sqlStateOf(error) ?? '')) return undefined;
    throw error;
  }
}

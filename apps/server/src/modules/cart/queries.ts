import { type Locale, MAX_CART_LINES } from '@shop/shared';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { firstImageUrl, localizedText } from '../catalog/index.js';
import { rateValue } from '../settings/index.js';

/** A line with what the cart shows about its product and chosen option, as stored now. */
export interface CartLineRow {
  id: string;
  product_id: string;
  size: string;
  color: string;
  quantity: number;
  product_code: string;
  name: string;
  price: number;
  dollar_price: number;
  stock: number;
  /** The discount running now (`discount_now`), and whether there is one. */
  discount_rate: number;
  discount_active: boolean;
  product_status: 'INSTOCK' | 'OUTOFSTOCK';
  image: string | null;
  /** Null when the product has no option of this size and colour any more. */
  option_id: string | null;
  option_code: string | null;
  option_price: number | null;
  option_dollar_price: number | null;
  /** Pieces that can be sold: 0 when the product or the option is marked out of stock. */
  sellable: number;
}

/** The line's option: the first (by position) of the product's options with its size and colour. */
const chosenOption = sql`(
  select o.id, o.code, o.price, o.dollar_price, o.quantity, o.status from product_options o
  where o.product_id = ci.product_id and o.size = ci.size and o.color = ci.color
  order by o.position limit 1)`;

/** What can be sold of the chosen option `o` of product `p` (the merge's cap and the cart's `Quantity`). */
const sellable = sql<number>`case when p.status = 'INSTOCK' and o.status = 'INSTOCK' then o.quantity else 0 end`;

/** The owner of a cart, if it exists. */
export async function cartOwner(db: Database, cartId: string): Promise<string | undefined> {
  const row = await db.selectFrom('carts').select('user_id').where('id', '=', cartId).executeTakeFirst();
  return row?.user_id;
}

/**
 * The user's cart id, created on first use, and how many lines it holds. The upsert also locks the
 * cart row until the transaction ends, so two writes to one cart (two tabs, two devices) run one after
 * the other: a line's merge key is checked and recorded by one of them at a time.
 */
export async function lockCart(trx: Transaction<DB>, userId: string): Promise<{ id: string; lines: number }> {
  return trx
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: new Date() }))
    .returning(['id', countLines(sql.ref('carts.id')).as('lines')])
    .executeTakeFirstOrThrow();
}

const countLines = (cartId: RawBuilder<unknown>) =>
  sql<number>`(select count(*)::int from cart_items where cart_id = ${cartId})`;

/** How many lines the cart `cartId` holds now. */
export async function cartLineCount(trx: Transaction<DB>, cartId: string): Promise<number> {
  const { rows } = await sql<{ lines: number }>`select ${countLines(sql`${cartId}::uuid`)} as lines`.execute(
    trx,
  );
  return rows[0]?.lines ?? 0;
}

/**
 * The user's cart id (if they ever stored a line), its lines, oldest first, each with its product and
 * option as they are now (named in `locale`), and the dollar rate they are priced at: one statement,
 * so one snapshot and one round trip for every answer of the cart routes.
 */
export async function readCartRows(
  db: Database,
  userId: string,
  locale: Locale,
): Promise<{ cartId: string | undefined; lines: CartLineRow[]; dollarRate: number }> {
  const { rows } = await sql<{ cart_id: string | null; lines: CartLineRow[]; dollar_rate: number }>`
    select (select id from carts where user_id = ${userId}) as cart_id,
      ${rateValue('dollarRate')} as dollar_rate,
      coalesce((select json_agg(l order by l.created_at, l.id) from (
        select ci.id, ci.created_at, ci.product_id, ci.size, ci.color, ci.quantity,
          p.product_code, ${localizedText(locale, 'name')} as name, p.price, p.dollar_price, p.stock,
          -- The discount running now (own or a sale's, decision 095), as the order will charge it.
          p.discount_now as discount_rate, p.discount_now > 0 as discount_active,
          p.status as product_status, ${firstImageUrl('smallest')} as image,
          o.id as option_id, o.code as option_code, o.price as option_price,
          o.dollar_price as option_dollar_price, ${sellable}::int as sellable
        from carts c
        join cart_items ci on ci.cart_id = c.id
        join products p on p.id = ci.product_id
        left join lateral ${chosenOption} o on true
        where c.user_id = ${userId}) l), '[]') as lines`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The cart statement answered no row');
  return { cartId: row.cart_id ?? undefined, lines: row.lines, dollarRate: Number(row.dollar_rate) };
}

export interface LineToMerge {
  product: string;
  size: string;
  color: string;
  quantity: number;
  /** The line's merge key, remembered with the cart (the browser's local lines carry one). */
  key?: string | undefined;
}

/**
 * How many merge keys a cart remembers: twice the lines one call may send. A key only needs
 * remembering until the browser that sent it hears back, seconds later.
 */
const MERGED_KEYS_KEPT = 2 * MAX_CART_LINES;

/**
 * Adds lines to a cart locked by `lockCart`. Lines of one (product, size, colour) become one line whose
 * quantity is the stored one plus every sent one, capped by what can be sold of the option; a line
 * whose option is gone or sold out is still kept (one piece, flagged when read) so the shopper sees
 * it. Lines of products that no longer exist are skipped: there is nothing left to show or buy. A
 * line sent under a key the cart remembers is in it already and is skipped too; the others' keys are
 * remembered, in the same statement (decision 020).
 */
export async function mergeCartLines(
  trx: Transaction<DB>,
  cartId: string,
  lines: readonly LineToMerge[],
): Promise<void> {
  const sent = sql.join(
    lines.map(
      (line, index) =>
        sql`(${index}::int, ${line.product}::uuid, ${line.size}::text, ${line.color}::text, ${line.quantity}::int, ${line.key ?? null}::text)`,
    ),
  );
  const remembered = lines.some((line) => line.key !== undefined)
    ? sql`remembered as (
        update carts
        set merged_keys = (array(select key from fresh where key is not null order by position) || merged_keys)[1:${MERGED_KEYS_KEPT}]
        where id = ${cartId}::uuid and exists (select 1 from fresh where key is not null)),`
    : sql``;
  // New lines keep the order they were sent in (the cart lists lines by creation time).
  await sql`
    with sent(position, product_id, size, color, quantity, key) as (values ${sent}),
    fresh as (
      select * from sent
      where key is null
        or not exists (select 1 from carts c where c.id = ${cartId}::uuid and sent.key = any(c.merged_keys))),
    ${remembered}
    summed as (
      select product_id, size, color, sum(quantity) as quantity, min(position) as position
      from fresh group by product_id, size, color
    )
    insert into cart_items (cart_id, product_id, size, color, quantity, created_at)
    select ${cartId}::uuid, s.product_id, s.size, s.color,
      least(s.quantity + coalesce(ci.quantity, 0), greatest(${sellable}, 1)),
      now() + s.position * interval '1 microsecond'
    from summed s
    join products p on p.id = s.product_id
    left join cart_items ci on ci.cart_id = ${cartId}::uuid
      and ci.product_id = s.product_id and ci.size = s.size and ci.color = s.color
    left join lateral (
      select o.quantity, o.status from product_options o
      where o.product_id = s.product_id and o.size = s.size and o.color = s.color
      order by o.position limit 1) o on true
    on conflict (cart_id, product_id, size, color) do update set quantity = excluded.quantity`.execute(trx);
}

/**
 * A line with its cart's owner, its product's name in `locale` and what can be sold of its option,
 * locked for an update.
 */
export async function lockCartLine(trx: Transaction<DB>, lineId: string, locale: Locale) {
  const result = await sql<{
    user_id: string;
    product_id: string;
    quantity: number;
    name: string;
    size: string;
    color: string;
    sellable: number;
  }>`
    select c.user_id, ci.product_id, ci.quantity, ${localizedText(locale, 'name')} as name, ci.size, ci.color,
      ${sellable}::int as sellable
    from cart_items ci
    join carts c on c.id = ci.cart_id
    join products p on p.id = ci.product_id
    left join lateral ${chosenOption} o on true
    where ci.id = ${lineId}
    for update of ci`.execute(trx);
  return result.rows[0];
}

export async function setLineQuantity(db: Database, lineId: string, quantity: number): Promise<void> {
  await db.updateTable('cart_items').set({ quantity }).where('id', '=', lineId).execute();
}

export async function deleteCartLine(db: Database, lineId: string): Promise<void> {
  await db.deleteFrom('cart_items').where('id', '=', lineId).execute();
}

/** Empties the user's cart (after an order is placed); the cart itself stays. */
export async function clearCart(trx: Database, userId: string): Promise<void> {
  await emptyCart(trx, userId).execute();
}

/** The statement that empties the user's cart, for a caller to run within its own (checkout's order insert). */
export function emptyCart(trx: Database, userId: string) {
  return trx
    .deleteFrom('cart_items')
    .where('cart_id', 'in', (eb) => eb.selectFrom('carts').select('id').where('user_id', '=', userId));
}

import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/server/bench';
import type { AuthResponse } from '@shop/shared';
import { endpoints, endpointUrl } from '@shop/shared';
import { sql } from 'kysely';

/** What the checkout benchmark buys: cart lines as the browser sends them. */
export interface Line {
  product: string;
  size: string;
  color: string;
}

/** The stress run's options: one per product, small stocks whose sum is what may be sold, exactly. */
export const STRESS_STOCKS = [3, 5, 7, 2, 4, 6, 8, 1, 9, 5] as const;
const STRESS_PREFIX = 'STRESS-';

/** In-stock options from across the generated catalogue, in random order: the shoppers' choices. */
export async function sampleLines(db: Database, count: number): Promise<Line[]> {
  const { rows } = await sql<Line>`
    select o.product_id as product, o.size, o.color
    from product_options o tablesample system (5)
    join products p on p.id = o.product_id
    where o.quantity > 0 and o.status = 'INSTOCK' and p.status = 'INSTOCK'
      and p.product_code not like ${`${STRESS_PREFIX}%`}
    order by random() limit ${count}`.execute(db);
  if (rows.length < count / 2) throw new Error(`only ${rows.length} in-stock options found; generate first`);
  return rows;
}

/** Replaces the stress products (from an earlier run) with fresh ones; returns their lines. */
export async function insertStressProducts(db: Database): Promise<Line[]> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('products').where('product_code', 'like', `${STRESS_PREFIX}%`).execute();
    const lines: Line[] = [];
    for (const [index, quantity] of STRESS_STOCKS.entries()) {
      const { id } = await trx
        .insertInto('products')
        .values({
          product_code: `${STRESS_PREFIX}${index}`,
          name: `Stress product ${index}`,
          description: '',
          category: 'Women',
          subcategory: 'Pyjamas',
          subsubcategory: null,
          collectiontype: null,
          price: 500_000,
          dollar_price: 5,
          stock: quantity,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_options')
        .values({ product_id: id, position: 0, size: 'M', color: 'Red', quantity })
        .execute();
      lines.push({ product: id, size: 'M', color: 'Red' });
    }
    return lines;
  });
}

/** After the stress run: what is left of each stress option, and how many pieces orders hold. */
export async function stressOutcome(db: Database) {
  const { rows } = await sql<{ left: number; negative: number; ordered: number; outstock: number }>`
    select
      (select coalesce(sum(o.quantity), 0) from product_options o join products p on p.id = o.product_id
        where p.product_code like ${`${STRESS_PREFIX}%`})::int as left,
      (select count(*) from product_options where quantity < 0)::int as negative,
      (select coalesce(sum(i.quantity), 0) from order_items i join products p on p.id = i.product_id
        where p.product_code like ${`${STRESS_PREFIX}%`})::int as ordered,
      (select count(*) from product_options o join products p on p.id = o.product_id
        where p.product_code like ${`${STRESS_PREFIX}%`} and o.status = 'OUTSTOCK')::int as outstock`.execute(
    db,
  );
  return rows[0] as { left: number; negative: number; ordered: number; outstock: number };
}

/**
 * The delivery area every checkout bench order names (issue 47, decision 090): Beirut, switched on, so
 * that each order is priced at an area's fee, as the shop's checkout sends it.
 */
export async function benchArea(db: Database): Promise<string> {
  const area = await db
    .updateTable('delivery_areas')
    .set({ active: true })
    .where('name_en', '=', 'Beirut')
    .returning('id')
    .executeTakeFirstOrThrow();
  return area.id;
}

/** The bench's promo code (issue 48): 10 % off the items, with a limit in all, so that each order takes a use. */
const BENCH_PROMO_CODE = 'BENCH10';
const BENCH_PROMO_USES = 100_000;

/**
 * The bench's promo code, made once, its uses all free again at each run (the limit makes every order
 * take one of its slots, decision 097; no limit per customer, so that 16 shoppers may keep ordering).
 */
export async function benchPromoCode(db: Database): Promise<string> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('promo_codes')
      .select('id')
      .where(sql`lower(code)`, '=', BENCH_PROMO_CODE.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      await trx.deleteFrom('promo_code_slots').where('code_id', '=', existing.id).execute();
      await trx.deleteFrom('promo_code_customers').where('code_id', '=', existing.id).execute();
      await trx.deleteFrom('promo_codes').where('id', '=', existing.id).execute();
    }
    const { id } = await trx
      .insertInto('promo_codes')
      .values({ code: BENCH_PROMO_CODE, kind: 'percent', value: 10, max_uses: BENCH_PROMO_USES })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into promo_code_slots (code_id, slot)
      select ${id}::uuid, n from generate_series(1, ${BENCH_PROMO_USES}::int) n`.execute(trx);
  });
  return BENCH_PROMO_CODE;
}

/** A phone of an order's own (a promo code's uses are counted per phone too, when it has that limit). */
export const randomPhone = () => `71 ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

/** The address every bench order is delivered to. */
export const SHIPPING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  phoneNumber: '71 000 000',
  city: 'Beirut',
  street: 'Hamra',
  building: 'Azar',
};

export interface Shopper {
  id: string;
  token: string;
}

/** Registers `count` shoppers through the API (the run lifts the sign-up limit). */
export async function signUpShoppers(base: string | URL, count: number, label: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(new URL(endpointUrl(endpoints.accounts.register), base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `${label} ${i}`,
        email: `${label.toLowerCase()}-${randomUUID()}@example.com`,
        password: 'bench-pass',
      }),
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
    const auth = (await res.json()) as AuthResponse;
    shoppers.push({ id: auth.user._id, token: auth.token });
  }
  return shoppers;
}

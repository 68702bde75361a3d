import type { NewOrderInput } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { insertProduct as insertCartProduct, type TestProduct } from '../cart/testing.js';
import { syncProductFacets } from '../catalog/index.js';
import { setRate } from '../settings/index.js';

/** Test-only: products to order and checkout requests, inserted and sent the way the real shop does. */

/** The checkout suites' shop: an app, a shopper named Rima, delivery at 150,000 LBP and the dollar at 90,000. */
export async function openCheckoutShop(): Promise<{ t: TestApp; shopper: TestUser }> {
  const t = await createTestApp();
  const shopper = await signUp(t.app, { name: 'Rima' });
  await setRate(t.db, 'deliveryRate', 150_000);
  await setRate(t.db, 'dollarRate', 90_000);
  return { t, shopper };
}

export interface FixtureProduct {
  id: string;
  code: string;
  name: string;
  /** Option ids in the order given; option codes are `<code>-<position>`. */
  options: string[];
}

/**
 * A product to order: the cart suite's product (options, prices, statuses) plus what an order line
 * copies or checkout keeps in step, an image and the product's stock, computed like the catalogue does.
 */
export async function insertProduct(db: Database, product: TestProduct): Promise<FixtureProduct> {
  const { id, code } = await insertCartProduct(db, product);
  await db
    .insertInto('product_images')
    .values({
      product_id: id,
      position: 0,
      public_id: `${code}-0`,
      url: `/images/${code}.webp`,
      variants: '[]',
    })
    .execute();
  await syncProductFacets(db, [id]);
  const options = await db
    .selectFrom('product_options')
    .select('id')
    .where('product_id', '=', id)
    .orderBy('position')
    .execute();
  return { id, code, name: product.name ?? 'Test Robe', options: options.map((o) => o.id) };
}

export async function optionState(db: Database, optionId: string) {
  return db
    .selectFrom('product_options')
    .select(['quantity', 'status'])
    .where('id', '=', optionId)
    .executeTakeFirstOrThrow();
}

export async function productState(db: Database, productId: string) {
  return db
    .selectFrom('products')
    .select(['stock', 'status'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

export async function orderCount(db: Database): Promise<number> {
  const rows = await db.selectFrom('orders').select('id').execute();
  return rows.length;
}

export const SHIPPING = {
  firstName: 'Rima',
  lastName: 'Haddad',
  phoneNumber: '71 123 456',
  city: 'Beirut',
  street: 'Hamra',
  building: 'Azar',
  floor: '3',
} as const;

/** A checkout body for these lines, cash on delivery, to the fixed address. */
export function orderBody(orderItems: NewOrderInput['orderItems'], extra: object = {}): object {
  return { orderItems, shippingInfo: SHIPPING, paymentType: 'Cash On Deliver', ...extra };
}

/** POST /order/new as the checkout page sends it. */
export function checkout(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: object,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/order/new',
    headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
    payload,
  });
}

/** Moves an order's creation to `offset` from the start of today in Beirut ('-1 second', '-2 days +12 hours'). */
export async function placedAt(db: Database, orderId: string, offset: string): Promise<void> {
  await sql`update orders set created_at =
      (date_trunc('day', now() at time zone 'Asia/Beirut') at time zone 'Asia/Beirut') + ${offset}::interval
    where id = ${orderId}`.execute(db);
}

/** Beirut's calendar day `back` days before today (YYYY-MM-DD), as the database sees today. */
export async function beirutDay(db: Database, back: number): Promise<string> {
  const { rows } = await sql<{ day: string }>`select to_char((now() at time zone 'Asia/Beirut')::date
      - ${back}::int, 'YYYY-MM-DD') as day`.execute(db);
  return rows[0]?.day ?? '';
}

/** RFC 4180 rows of a CSV text (quoted cells, doubled quotes), as a spreadsheet reads the export. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
      const cell = match[1] ?? '';
      cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
      if (match[2] === '') break;
    }
    rows.push(cells);
  }
  return rows;
}

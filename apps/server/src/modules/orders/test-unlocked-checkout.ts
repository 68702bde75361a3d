import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TestUser } from '../accounts/testing.js';
import { insertProduct } from './test-fixture.js';

/** What the unlocked checkout's tests share: a priced statement, and ways to race it on PostgreSQL. */

const tokenVersionOf = async (db: Database, user: TestUser) =>
  (
    await db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', user.user._id)
      .executeTakeFirstOrThrow()
  ).token_version;

/**
 * A robe (100,000 LBP, 10 % off, 3 pieces of M/Red) and the statement that orders one piece of it, for
 * the shopper given with the token version they hold now.
 */
export async function robeAndItsCheckout(db: Database, customer: TestUser) {
  const robe = await insertProduct(db, {
    price: 100_000,
    discountRate: 10,
    isChecked: true,
    options: [{ size: 'M', color: 'Red', quantity: 3 }],
  });
  const option = robe.options[0] ?? '';
  const orderId = randomUUID();
  const key = randomUUID();
  const request = {
    claim: { user_id: customer.user._id, key, order_id: orderId, request_hash: 'test-order' },
    tokenVersion: await tokenVersionOf(db, customer),
    products: [{ id: robe.id, price: 100_000, discount_now: 10 }],
    options: [{ id: option, quantity: 1, size: 'M', color: 'Red', price: null, dollar_price: null }],
    rates: { delivery: 150_000, dollar: 90_000, freeDeliveryFrom: null as number | null },
    area: undefined as { id: string; fee: number } | undefined,
    order: {
      id: orderId,
      user_id: customer.user._id,
      first_name: 'Rima',
      last_name: 'Haddad',
      address: 'Hamra, Azar, 3',
      city: 'Beirut',
      phone_no: '71 123 456',
      payment_type: 'Cash On Deliver',
      items_price: 90_000,
      delivery_price: 150_000,
      total_price: 240_000,
      dollar_rate: 90_000,
      dollar_items_price: 1,
      dollar_total_price: 2.67,
    },
    items: [
      {
        order_id: orderId,
        position: 0,
        product_id: robe.id,
        option_id: option,
        name: robe.name,
        image: '',
        product_code: `${robe.code}-0`,
        unit_price: 100_000,
        price: 90_000,
        quantity: 1,
        size: 'M',
        color: 'Red',
        discount_rate: 10,
        discount_active: true,
      },
    ],
  };
  return { robe, option, key, request };
}

/** The same checkout delivered to `area` at its fee (instead of the shop's delivery cost). */
export function inArea<R extends Awaited<ReturnType<typeof robeAndItsCheckout>>['request']>(
  request: R,
  area: { id: string; fee: number },
): R {
  const order = {
    ...request.order,
    area_id: area.id,
    delivery_price: area.fee,
    total_price: 90_000 + area.fee,
  };
  return { ...request, area, order };
}

/** A promise that cannot be rejected unheard while the test awaits something else first. */
export const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** Until a backend of this database waits for a row lock (the statement under test), at most 10 s. */
export async function waitUntilWaitingForLock(db: Database): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ waiting: boolean }>`
      select exists (select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock') as waiting`.execute(db);
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('No statement of this database waited for a lock within 10 s');
}

import { type Kysely, sql } from 'kysely';

/**
 * Blocked customers (issue 34): an account the admin blocked cannot sign in or order, and its tokens
 * are refused while it stays blocked; a blocked phone number (as `phone_key` spells it, 0019) is refused
 * at checkout. With ORDERS_REQUIRE_CONFIRMED_EMAIL, an account orders once `email_confirmed_at` is set. The Orders tab marks the orders of accounts and phone numbers with cancelled orders:
 * counted through the partial indexes below.
 */
const statements = [
  `ALTER TABLE users ADD COLUMN blocked_at timestamptz`,
  `ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz`,
  `CREATE TABLE blocked_phones (
    phone_key text PRIMARY KEY CHECK (phone_key <> ''),
    phone text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX orders_cancelled_by_user_idx ON orders (user_id) WHERE order_status = 'Cancelled'`,
  `CREATE INDEX orders_cancelled_by_phone_idx ON orders (phone_key) WHERE order_status = 'Cancelled'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS orders_cancelled_by_phone_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS orders_cancelled_by_user_idx').execute(db);
  await sql.raw('DROP TABLE IF EXISTS blocked_phones').execute(db);
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS email_confirmed_at').execute(db);
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS blocked_at').execute(db);
}

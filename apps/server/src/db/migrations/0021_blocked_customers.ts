import { type Kysely, sql } from 'kysely';

/**
 * Blocked customers (issue 34): an account the admin blocked cannot sign in or order, and its tokens
 * are refused while it stays blocked; a blocked phone number (as `phone_key` spells it) is refused at
 * checkout. With ORDERS_REQUIRE_CONFIRMED_EMAIL, an account orders once `email_confirmed_at` is set:
 * accounts that already received an order, and admins, count as confirmed. The Orders tab marks the
 * orders of accounts and phone numbers with cancelled orders, counted through the partial indexes below.
 *
 * `phone_key` (0019) now also reads Arabic-Indic digits (٠٣١٢…, ۰۳۱۲…), which a driver can call as well:
 * a blocked number typed in them must still be the same number. The stored column is made again with it.
 */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const statements = [
  `ALTER TABLE users ADD COLUMN blocked_at timestamptz`,
  `ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz`,
  `UPDATE users u SET email_confirmed_at = now()
    WHERE u.role = 'admin'
       OR EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.order_status = 'Delivered')`,
  `CREATE TABLE blocked_phones (
    phone_key text PRIMARY KEY CHECK (phone_key <> ''),
    phone text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE orders DROP COLUMN phone_key`,
  `CREATE OR REPLACE FUNCTION phone_key(phone text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT regexp_replace(
      regexp_replace(translate(phone, '${ARABIC_INDIC}', '01234567890123456789'), '[^0-9]', '', 'g'),
      '^(00961|961)?0*', '') $$`,
  `ALTER TABLE orders ADD COLUMN phone_key text GENERATED ALWAYS AS (phone_key(phone_no)) STORED`,
  `CREATE INDEX orders_open_by_phone_idx ON orders (phone_key) WHERE order_status = 'Processing'`,
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

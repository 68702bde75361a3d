import { type Kysely, sql } from 'kysely';

/**
 * Order limits (modules/orders/limits.ts) count the open orders of an account and of a phone number.
 * A phone is typed many ways ('+961 3 123 456', '03123456', '00961 3 123456'): `phone_key` keeps its
 * digits without the country code and the trunk 0, the one spelling every check compares. It is a SQL
 * function so that the stored column and the queries cannot disagree.
 */
const statements = [
  `CREATE FUNCTION phone_key(phone text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00961|961)?0*', '') $$`,
  `ALTER TABLE orders ADD COLUMN phone_key text GENERATED ALWAYS AS (phone_key(phone_no)) STORED`,
  `CREATE INDEX orders_open_by_user_idx ON orders (user_id) WHERE order_status = 'Processing'`,
  `CREATE INDEX orders_open_by_phone_idx ON orders (phone_key) WHERE order_status = 'Processing'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE orders DROP COLUMN IF EXISTS phone_key').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS phone_key(text)').execute(db);
}

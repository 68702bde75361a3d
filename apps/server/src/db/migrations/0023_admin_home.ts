import { type Kysely, sql } from 'kysely';

/**
 * The admin's home (decision 083): the low-stock threshold is a setting; the low-stock list reads the
 * options by quantity; the Orders tab searches names and phones anywhere in them (trigram indexes,
 * as the catalogue's keyword search, decision 050).
 */
const statements = [
  'ALTER TABLE settings DROP CONSTRAINT settings_key_check',
  `ALTER TABLE settings ADD CONSTRAINT settings_key_check
    CHECK (key IN ('dollarRate', 'deliveryRate', 'lowStockThreshold'))`,
  'CREATE INDEX product_options_quantity_idx ON product_options (quantity)',
  `CREATE INDEX orders_name_trgm_idx ON orders USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
  'CREATE INDEX orders_phone_trgm_idx ON orders USING gin (phone_key gin_trgm_ops)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS orders_phone_trgm_idx',
    'DROP INDEX IF EXISTS orders_name_trgm_idx',
    'DROP INDEX IF EXISTS product_options_quantity_idx',
    "DELETE FROM settings WHERE key = 'lowStockThreshold'",
    'ALTER TABLE settings DROP CONSTRAINT settings_key_check',
    `ALTER TABLE settings ADD CONSTRAINT settings_key_check CHECK (key IN ('dollarRate', 'deliveryRate'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

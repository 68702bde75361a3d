import { type Kysely, sql } from 'kysely';

/**
 * The shopper hears from the shop (issue 49):
 * - an order keeps the language it was placed in, so that its status mails and WhatsApp texts are
 *   written in it; orders placed before take their account's language (0027), the best guess there is;
 * - a back-in-stock alert: one address waits for one option (product, size, colour) once, in the language
 *   it asked in; the row is deleted when its mail goes out. Options are named by size and colour, not by
 *   their id: the product form may write a product's options again.
 */
const statements = [
  `ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar', 'fr'))`,
  `UPDATE orders o SET locale = u.locale FROM users u WHERE u.id = o.user_id AND u.locale <> 'en'`,
  `CREATE TABLE stock_alerts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    size text NOT NULL,
    color text NOT NULL,
    email text NOT NULL,
    user_id uuid REFERENCES users(id) ON DELETE CASCADE,
    locale text NOT NULL CHECK (locale IN ('en', 'ar', 'fr')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX stock_alerts_once_idx ON stock_alerts (product_id, size, color, email)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS stock_alerts').execute(db);
  await sql.raw('ALTER TABLE orders DROP COLUMN IF EXISTS locale').execute(db);
}

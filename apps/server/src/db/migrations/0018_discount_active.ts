import { type Kysely, sql } from 'kysely';

/**
 * `is_checked` said how the admin's form sets it (a ticked box), not what it means: the product's
 * discount applies (with a rate above 0, docs/product.md §5). The API keeps its name, `isChecked`.
 * A rename touches only the catalogue: the shown price's generated expression (0013) follows the
 * column, and no function names it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products RENAME COLUMN is_checked TO discount_active`.execute(db);
  await sql`ALTER TABLE order_items RENAME COLUMN is_checked TO discount_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products RENAME COLUMN discount_active TO is_checked`.execute(db);
  await sql`ALTER TABLE order_items RENAME COLUMN discount_active TO is_checked`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Carts, favourites and reviews (issue 9). Their tables came with 0001: one cart per user, one line per
 * (cart, product, size, colour), one favourite per (user, product), one review per (product, user), each
 * removed with its user or product by `ON DELETE CASCADE`. What this adds:
 * - a product's `ratings` and `num_of_reviews` recomputed by the database whenever one of its reviews
 *   is written or removed, in the same transaction, whatever removed it: the review routes, or a user's
 *   deletion cascading to their reviews (which otherwise left the stars stale). Writing the product
 *   also bumps the catalogue version, so cached listing pages show the new stars at once.
 *   The product row is locked (FOR NO KEY UPDATE, which does not conflict with the key-share lock a
 *   review's foreign key takes) before the average is read: the average's statement then starts after
 *   any concurrent review of the same product has committed, so two reviews posted at once both count.
 * - an index for the cart read path, which looks an option up by (product, size, colour).
 */
const statements = [
  `CREATE FUNCTION refresh_product_rating(target uuid) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM products WHERE id = target FOR NO KEY UPDATE;
    UPDATE products p SET
      ratings = coalesce((SELECT round(avg(r.rating), 2) FROM reviews r WHERE r.product_id = target), 0),
      num_of_reviews = (SELECT count(*) FROM reviews r WHERE r.product_id = target)
    WHERE p.id = target;
  END $$`,
  `CREATE FUNCTION reviews_refresh_rating() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM refresh_product_rating(OLD.product_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
      PERFORM refresh_product_rating(NEW.product_id);
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER reviews_refresh_rating
    AFTER INSERT OR UPDATE OF rating, product_id OR DELETE ON reviews
    FOR EACH ROW EXECUTE FUNCTION reviews_refresh_rating()`,
  `CREATE INDEX product_options_choice_idx ON product_options (product_id, size, color, position)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS product_options_choice_idx',
    'DROP TRIGGER IF EXISTS reviews_refresh_rating ON reviews',
    'DROP FUNCTION IF EXISTS reviews_refresh_rating()',
    'DROP FUNCTION IF EXISTS refresh_product_rating(uuid)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

import { type Kysely, sql } from 'kysely';

/**
 * A product's name and description in Arabic and French (issue 36). English stays in `products`, where
 * it is required; a language without a row of its own shows the English.
 *
 * Searches compare folded text (`foldText` in @shop/shared): `fold_text(text)` is the same fold in SQL,
 * written out here as it stood when this migration was made (a later change to the fold replaces the
 * function, and recomputes the column below, in a migration of its own). `unaccent` is not available on
 * PGlite, hence `translate`: `lower`, then each character of FROM becomes the one at its place in TO,
 * and those past TO's end are dropped; then the letters that fold to two.
 *
 * `products.search_names` holds the product's names folded, English first, one per line (no folded
 * name holds a line break, so no search spans two names); a trigram index serves keyword and live
 * search in any language. Triggers keep it: one when a product is written, one when a translation is.
 * The old trigram index on `name` serves nothing any more and goes.
 *
 * A translation is catalogue content: writing one moves both versions, as an image does (0004, 0008).
 */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

const LETTERS_FROM =
  'أإآٱةىàáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňŉòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžς';
const LETTERS_TO =
  'ااااهيaaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzzσ';
/** Control characters, which become spaces. */
const CONTROLS = range(0x01, 0x1f);
/** Tashkeel, superscript alef, tatweel, Latin combining accents: dropped. */
const DROPPED = `${range(0x064b, 0x0652)}\u0670\u0640${range(0x0300, 0x036f)}`;

const FROM = LETTERS_FROM + CONTROLS + DROPPED;
const TO = LETTERS_TO + ' '.repeat(CONTROLS.length);

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const statements = [
  `CREATE FUNCTION fold_text(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT replace(replace(replace(translate(lower($1), ${literal(FROM)}, ${literal(TO)}),
      'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')
  $$`,
  `CREATE TABLE product_translations (
    product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    locale text NOT NULL CHECK (locale IN ('ar', 'fr')),
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    PRIMARY KEY (product_id, locale)
  )`,
  `CREATE FUNCTION product_search_names(product uuid, english text) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT fold_text(english) || coalesce((
      SELECT string_agg(E'\\n' || fold_text(t.name), '' ORDER BY t.locale)
      FROM product_translations t WHERE t.product_id = product), '')
  $$`,
  `ALTER TABLE products ADD COLUMN search_names text NOT NULL DEFAULT ''`,
  `CREATE FUNCTION products_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_names := product_search_names(NEW.id, NEW.name);
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER products_search_names BEFORE INSERT OR UPDATE OF name ON products
    FOR EACH ROW EXECUTE FUNCTION products_search_names()`,
  `CREATE FUNCTION product_translations_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    product uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  BEGIN
    UPDATE products p SET search_names = product_search_names(p.id, p.name)
    WHERE p.id = product AND p.search_names IS DISTINCT FROM product_search_names(p.id, p.name);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER product_translations_search_names AFTER INSERT OR UPDATE OR DELETE ON product_translations
    FOR EACH ROW EXECUTE FUNCTION product_translations_search_names()`,
  `CREATE CONSTRAINT TRIGGER product_translations_catalog_version
    AFTER INSERT OR UPDATE OR DELETE ON product_translations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()`,
  `CREATE CONSTRAINT TRIGGER product_translations_search_version
    AFTER INSERT OR UPDATE OR DELETE ON product_translations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_search_version()`,
  `CREATE INDEX products_search_names_trgm_idx ON products USING gin (search_names gin_trgm_ops)`,
  `DROP INDEX products_name_trgm_idx`,
  // Last: the rows it writes leave the version triggers' events pending until the commit, and no
  // index may be made on a table with pending events.
  `UPDATE products SET search_names = fold_text(name)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (name gin_trgm_ops)',
    'DROP TABLE IF EXISTS product_translations',
    'DROP FUNCTION IF EXISTS product_translations_search_names()',
    'DROP TRIGGER IF EXISTS products_search_names ON products',
    'DROP FUNCTION IF EXISTS products_search_names()',
    'ALTER TABLE products DROP COLUMN IF EXISTS search_names',
    'DROP FUNCTION IF EXISTS product_search_names(uuid, text)',
    'DROP FUNCTION IF EXISTS fold_text(text)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

import { type Kysely, sql } from 'kysely';

/**
 * `phone_key` reads every decimal digit (issue 45). It read Latin and Arabic-Indic digits only (0021), so
 * a number typed in full-width (０３…), Devanagari (०३…), Bengali, mathematical or any other digits had
 * no key, or a shorter one: a blocked number was ordered to again, and the open orders of a number were
 * not counted. Now the number is first put in Unicode's compatibility form (NFKC: full-width and
 * mathematical digits, ＋ and circled digits become Latin), then each other script's decimal digit
 * becomes its Latin one (`translate`), as `latinDigits` (@shop/shared) does before an order is stored.
 *
 * The digits are Unicode's decimal digits (general category Nd), listed from JavaScript's own tables
 * when this migration runs; each script's digits are one run of ten, so a digit's value is its place in
 * its run.
 *
 * Existing rows get their keys again: an order's stored key is recomputed by updating its phone to
 * itself (only the orders whose key changes), a blocked number's key is replaced (two blocked spellings
 * that now share a key are one block).
 */

const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;

/**
 * Every decimal digit but the Latin ones, and its value, in code point order. Those NFKC makes Latin are
 * listed too: the database's Unicode tables may be older than JavaScript's (PostgreSQL 15 does not know
 * that the outlined digits of Unicode 16, U+1CCF0…, are digits).
 */
function otherDigits(): { from: string; to: string } {
  let from = '';
  let to = '';
  let run = 0;
  for (let code = 0x80; code <= 0x1ffff; code++) {
    const c = String.fromCodePoint(code);
    if (!OTHER_DIGIT.test(c)) {
      run = 0;
      continue;
    }
    from += c;
    to += String(run % 10);
    run++;
  }
  return { from, to };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** 0021's `phone_key`, for `down`. */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const OLD_FOLD = `translate(phone, ${literal(ARABIC_INDIC)}, '01234567890123456789')`;

function phoneKeyFunction(fold: string): string {
  return `CREATE OR REPLACE FUNCTION phone_key(phone text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT regexp_replace(regexp_replace(${fold}, '[^0-9]', '', 'g'), '^(00961|961)?0*', '') $$`;
}

const recompute = [
  `UPDATE orders SET phone_no = phone_no WHERE phone_key IS DISTINCT FROM phone_key(phone_no)`,
  `WITH changed AS (
    DELETE FROM blocked_phones WHERE phone_key <> phone_key(phone) RETURNING phone, created_at
  )
  INSERT INTO blocked_phones (phone_key, phone, created_at)
  SELECT phone_key(phone), phone, created_at FROM changed
  WHERE phone_key(phone) <> ''
  ORDER BY created_at
  ON CONFLICT (phone_key) DO NOTHING`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { from, to } = otherDigits();
  const fold = `translate(normalize(phone, NFKC), ${literal(from)}, ${literal(to)})`;
  for (const statement of [phoneKeyFunction(fold), ...recompute]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [phoneKeyFunction(OLD_FOLD), ...recompute]) await sql.raw(statement).execute(db);
}

import { randomUUID } from 'node:crypto';
import { latinDigits } from '@shop/shared';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/helper.js';
import { down, up } from './0029_phone_keys_any_digits.js';

/** One number, '+961 3 123 456', typed in the digits the attack probe of issue 45 used, and others. */
const ONE_NUMBER = [
  '+961 3 123 456',
  '03123456',
  '٠٣١٢٣٤٥٦',
  '۰۳۱۲۳۴۵۶',
  '０３１２３４５６',
  '०३१२३४५६',
  '𝟎𝟑𝟏𝟐𝟑𝟒𝟓𝟔',
  '০৩১২৩৪৫৬',
  '0312345６',
  '＋９６１ ３ １２３ ４５６',
  '00961 ③ 123456',
];

/** The database's key of each text, in one statement. */
async function keys(db: TestDatabase['db'], texts: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ keys: string[] }>`
    select array(select phone_key(t) from unnest(${texts}::text[]) with ordinality u(t, n) order by n) as keys`.execute(
    db,
  );
  return rows[0]?.keys ?? [];
}

/** Every decimal digit Unicode has (JavaScript's tables), but the Latin ones. */
function everyOtherDigit(): string[] {
  const digits: string[] = [];
  for (let code = 0x80; code <= 0x1ffff; code++) {
    const c = String.fromCodePoint(code);
    if (/\p{Nd}/u.test(c)) digits.push(c);
  }
  return digits;
}

describe(`phone keys of any digits (migration 0029) on ${testDatabaseKind}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const migrate = (step: typeof up) =>
    t.db.transaction().execute((trx) => step(trx as unknown as Kysely<unknown>));

  it('keys one number alike in every spelling', async () => {
    expect(await keys(t.db, ONE_NUMBER)).toEqual(ONE_NUMBER.map(() => '3123456'));
  });

  it('reads every decimal digit as latinDigits does, digit by digit', async () => {
    const digits = everyOtherDigit();
    // More than 60 scripts' digits, in runs of ten.
    expect(digits.length).toBeGreaterThan(600);
    expect(digits.length % 10).toBe(0);
    // '5' first: a key drops leading zeros.
    const found = await keys(
      t.db,
      digits.map((d) => `5${d}`),
    );
    const differing = digits.filter((d, i) => found[i] !== `5${latinDigits(d)}`);
    expect(differing.map((d) => `U+${d.codePointAt(0)?.toString(16)}`)).toEqual([]);
    expect(digits.map(latinDigits).join('').slice(0, 20)).toBe('01234567890123456789');
  });

  it('gives the orders and blocked numbers a shop already has their keys again, one block per number', async () => {
    await migrate(down);
    const [fullWidth, devanagari] = ['０３１２３４５６', '०३१२३४५६'];
    // Under 0021's key these have none, or a shorter one.
    expect(await keys(t.db, [fullWidth, devanagari, '0312345６'])).toEqual(['', '', '312345']);
    const order = (phone: string) => ({
      id: randomUUID(),
      first_name: 'Rana',
      last_name: 'Haddad',
      address: 'Hamra',
      city: 'Beirut',
      phone_no: phone,
      payment_type: 'Cash On Deliver',
      items_price: 1,
      delivery_price: 0,
      total_price: 1,
      dollar_rate: 89_500,
      created_at: new Date(),
    });
    const orders = [order(fullWidth), order(devanagari), order('+961 3 123 456'), order('71 000 111')];
    await t.db.insertInto('orders').values(orders).execute();
    await t.db
      .insertInto('blocked_phones')
      .values([
        { phone_key: '3123456', phone: '03 123 456', created_at: new Date('2026-01-01') },
        { phone_key: '312345', phone: '0312345６', created_at: new Date('2026-02-01') },
        { phone_key: '71', phone: '71 ０00 111', created_at: new Date('2026-03-01') },
      ])
      .execute();

    await migrate(up);
    const stored = await t.db
      .selectFrom('orders')
      .select(['id', 'phone_no', 'phone_key'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    const keyOf = new Map(stored.map((row) => [row.id, row.phone_key]));
    expect(orders.map((o) => keyOf.get(o.id))).toEqual(['3123456', '3123456', '3123456', '71000111']);
    // What the customer typed stays as typed.
    expect(stored.map((row) => row.phone_no).sort()).toEqual(orders.map((o) => o.phone_no).sort());
    const blocked = await t.db
      .selectFrom('blocked_phones')
      .select(['phone_key', 'phone'])
      .orderBy('phone_key')
      .execute();
    expect(blocked).toEqual([
      { phone_key: '3123456', phone: '03 123 456' },
      { phone_key: '71000111', phone: '71 ０00 111' },
    ]);
  });
});

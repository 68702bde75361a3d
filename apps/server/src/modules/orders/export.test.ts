import { endpoints, endpointUrl, messages, type NewOrderResponse, type Order } from '@shop/shared';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { CSV_CELLS, CSV_HEADER, ordersCsv } from './csv.js';
import {
  beirutDay,
  checkout,
  type FixtureProduct,
  insertProduct,
  orderBody,
  parseCsv,
  placedAt,
  SHIPPING,
} from './test-fixture.js';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
let robe: FixtureProduct;
/** Placed in this order; `rima` two days ago, `dalia` yesterday, `injector` and `samir` today. */
let rima: Order;
let dalia: Order;
let injector: Order;
let samir: Order;

async function place(shipping: object, quantity = 1): Promise<Order> {
  const res = await checkout(
    t.app,
    shopper.headers,
    orderBody([{ product: robe.id, size: 'M', color: 'Red', quantity }], {
      shippingInfo: { ...SHIPPING, ...shipping },
    }),
  );
  expect(res.statusCode).toBe(201);
  return res.json<NewOrderResponse>().order;
}

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
  robe = await insertProduct(t.db, {
    name: 'Robe, "Layla"',
    price: 1_000_000,
    options: [{ size: 'M', color: 'Red', quantity: 50 }],
  });
  rima = await place({ firstName: 'Rima', lastName: 'Haddad', phoneNumber: '+961 71 123 456' });
  dalia = await place({ firstName: 'دالia', lastName: 'Khoury', phoneNumber: '03 555 777', city: 'Jounieh' });
  injector = await place(
    { firstName: '=HYPERLINK("http://x")', lastName: '@sum', phoneNumber: '70 000 111' },
    2,
  );
  samir = await place({ firstName: 'Samir', lastName: 'Nassar', phoneNumber: '76 987 654' });
  await placedAt(t.db, rima._id, '-2 days +12 hours');
  await placedAt(t.db, dalia._id, '-1 days +12 hours');
  const shipped = await t.app.inject({
    method: 'PUT',
    url: endpointUrl(endpoints.orders.setStatus, { params: { id: samir._id } }),
    headers: admin.headers,
    payload: { status: 'Shipped' },
  });
  expect(shipped.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const numbersOf = (orders: Order[]) => orders.map((order) => order.number);

describe('the Orders tab filter (GET /admin/orders)', () => {
  it.each([
    ['status=Shipped', () => [samir]],
    ['q=rima', () => [rima]],
    ['q=%23{number}', () => [dalia]],
    ['q={number}', () => [dalia]],
    // Any spelling of the phone: the country code, the trunk 0, spaces.
    ['q=071%20123', () => [rima]],
    ['q=555%20777', () => [dalia]],
    ['q=%2B961%203%20555', () => [dalia]],
    // LIKE's wildcards match themselves: 'R_ma' is not 'Rima'.
    ['q=R_ma', () => []],
    ['q=100%25', () => []],
    // A country code alone is no phone: it matches none, not every one.
    ['q=%2B961', () => []],
    ['q=00961', () => []],
  ])('%s', async (query, expected) => {
    const url = `${endpointUrl(endpoints.orders.all)}?${query.replace('{number}', String(dalia.number))}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(numbersOf(res.json().orders)).toEqual(numbersOf(expected()));
  });

  it('takes shop days, both ends included, and refuses reversed or malformed ones', async () => {
    const from = await beirutDay(t.db, 2);
    const to = await beirutDay(t.db, 1);
    const res = await get(endpointUrl(endpoints.orders.all, { query: { from, to } }));
    expect(numbersOf(res.json().orders)).toEqual([dalia.number, rima.number]);
    const today = await get(endpointUrl(endpoints.orders.all, { query: { from: await beirutDay(t.db, 0) } }));
    expect(numbersOf(today.json().orders)).toEqual([samir.number, injector.number]);

    // The input layer refuses NUL before any query (PostgreSQL would fail on it).
    expect((await get('/api/v1/admin/orders?q=Sam%00ir')).statusCode).toBe(400);
    const reversed = await get(endpointUrl(endpoints.orders.all, { query: { from: to, to: from } }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ success: false, message: messages.datesReversed });
    for (const day of ['2026-02-30', '0000-01-01', '28/11/2026', 'yesterday']) {
      const bad = await get(endpointUrl(endpoints.orders.all, { query: { from: day } }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: messages.invalidDay });
    }
  });
});

describe('GET /admin/orders.csv', () => {
  it('streams UTF-8 with a BOM, a header and one row per order, newest first, formulas neutralised', async () => {
    const res = await get(endpointUrl(endpoints.orders.csv));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(CSV_HEADER);
    expect(rows.map((row) => row[0])).toEqual([samir, injector, dalia, rima].map((o) => String(o.number)));

    const [
      ,
      date,
      customer,
      phone,
      city,
      area,
      address,
      items,
      pieces,
      itemsPrice,
      code,
      discount,
      ,
      total,
      ,
      rate,
      status,
    ] = rows[1] ?? [];
    // No promo code: its cells are empty and 0; the dollar rate the order was placed at.
    expect([code, discount, rate]).toEqual(['', '0', String(injector.dollarRate)]);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // A formula would run in Excel; the apostrophe shows it as text.
    expect(customer).toBe(`'=HYPERLINK("http://x") @sum`);
    expect(phone).toBe('70 000 111');
    // No area named: the order was delivered at the shop's delivery cost.
    expect([city, area, address]).toEqual(['Beirut', '', 'Hamra, Azar, 3']);
    expect(items).toBe(`${robe.code}-0 Robe, "Layla" (M / Red) ×2`);
    expect([pieces, itemsPrice, total, status]).toEqual([
      '2',
      '2000000',
      String(injector.totalPrice),
      'Processing',
    ]);
    // Arabic stays as it is; a phone written with its country code is neutralised like any '+' cell.
    expect(rows[2]?.[2]).toBe('دالia Khoury');
    expect(rows[3]?.[3]).toBe("'+961 71 123 456");
  });

  it('exports what the same filter lists', async () => {
    const res = await get(
      endpointUrl(endpoints.orders.csv, { query: { status: 'Processing', from: await beirutDay(t.db, 1) } }),
    );
    const [, ...rows] = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows.map((row) => row[0])).toEqual([injector, dalia].map((o) => String(o.number)));
    const none = await get(endpointUrl(endpoints.orders.csv, { query: { q: 'nobody' } }));
    expect(parseCsv(none.rawPayload.toString('utf8').slice(1))).toEqual([CSV_HEADER]);
  });

  it('reads the orders in batches by keyset: each once, in order, also when several share a time', async () => {
    await sql`update orders set created_at = (select created_at from orders where id = ${dalia._id})
      where id in (${injector._id}, ${samir._id})`.execute(t.db);
    const chunks: string[] = [];
    for await (const chunk of ordersCsv(t.db, {}, 1)) chunks.push(chunk);
    // The header, then one order per batch.
    expect(chunks).toHaveLength(5);
    const numbers = chunks.slice(1).map((chunk) => Number(chunk.split(',')[0]));
    expect(new Set(numbers)).toEqual(new Set([rima, dalia, injector, samir].map((o) => o.number)));
    expect(numbers.at(-1)).toBe(rima.number);
    await placedAt(t.db, dalia._id, '-1 days +12 hours');
    await sql`update orders set created_at = now() where id in (${injector._id}, ${samir._id})`.execute(t.db);
  });

  it('neutralises every formula start and quotes what RFC 4180 asks', () => {
    const csvCell = (value: string | number | null) => stringify([[value]], CSV_CELLS).slice(0, -2);
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      `"'\tx"`,
      `"'\rx"`,
    ]);
    // Full-width forms, which some spreadsheets read as the ASCII ones.
    expect(['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20A1'].map(csvCell)).toEqual([
      "'\uFF1D1+1",
      "'\uFF0B1",
      "'\uFF0D1",
      "'\uFF20A1",
    ]);
    expect(csvCell('a,b')).toBe('"a,b"');
    // Excel in French splits at ';': the cell stays whole, its formula text with it.
    expect(csvCell('Hamra;=HYPERLINK("x")')).toBe('"Hamra;=HYPERLINK(""x"")"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\rlines')).toBe('"two\rlines"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('answers admins only', async () => {
    expect((await get(endpointUrl(endpoints.orders.csv), shopper.headers)).statusCode).toBe(403);
    expect((await get(endpointUrl(endpoints.orders.csv), {})).statusCode).toBe(401);
  });
});

describe('GET /admin/orders/slips', () => {
  it("gives the filter's orders oldest first, or the chosen ones among them", async () => {
    const processing = await get(endpointUrl(endpoints.orders.slips, { query: { status: 'Processing' } }));
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({ success: true, ordersCount: 3 });
    expect(numbersOf(processing.json().orders)).toEqual([rima, dalia, injector].map((o) => o.number));

    const chosen = await get(
      endpointUrl(endpoints.orders.slips, { query: { status: 'Processing', id: [rima._id, samir._id] } }),
    );
    expect(numbersOf(chosen.json().orders)).toEqual([rima.number]);
    const one = await get(endpointUrl(endpoints.orders.slips, { query: { id: samir._id } }));
    expect(numbersOf(one.json().orders)).toEqual([samir.number]);
    expect((await get(endpointUrl(endpoints.orders.slips, { query: { id: 'nope' } }))).statusCode).toBe(400);
    expect((await get(endpointUrl(endpoints.orders.slips), shopper.headers)).statusCode).toBe(403);
  });
});

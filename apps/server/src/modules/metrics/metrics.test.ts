import { randomUUID } from 'node:crypto';
import { endpoints, endpointUrl, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { bearer, signUp, signUpAdmin, type TestUser } from '../accounts/testing.js';
import { checkout, insertProduct, orderBody } from '../orders/test-fixture.js';
import { setRate } from '../settings/index.js';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
  admin = await signUpAdmin(t.app, t.db);
  shopper = await signUp(t.app);
  await setRate(t.db, 'deliveryRate', 150_000);
  await setRate(t.db, 'dollarRate', 90_000);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one sample line, found by its full name and labels as written. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers in the Prometheus text format: HELP/TYPE headers, then name{labels} value lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    // Empty lines (between metric families) are allowed by the format and ignored by scrapers.
    const lines = res.body
      .trimEnd()
      .split('\n')
      .filter((line) => line !== '');
    const sampleLine =
      /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? -?[0-9.e+-]+$/;
    for (const line of lines) {
      if (line.startsWith('#'))
        expect(line).toMatch(/^# (HELP [a-z0-9_]+ .+|TYPE [a-z0-9_]+ (counter|gauge|histogram))$/);
      else expect(line).toMatch(sampleLine);
    }
    // The families a dashboard reads, by the names they had before prom-client wrote them (decision 073).
    expect(lines.filter((line) => line.startsWith('# TYPE ')).map((line) => line.split(' ')[2])).toEqual([
      'http_request_duration_seconds',
      'shop_orders_placed_total',
      'shop_orders_placed_under_locks_total',
      ...(testDatabaseKind === 'postgresql' ? ['db_pool_connections', 'db_pool_waiting_queries'] : []),
      'shop_requests_in_turn',
      'shop_requests_waiting_turn',
      'process_cpu_user_seconds_total',
      'process_cpu_system_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_used_bytes',
      'process_start_time_seconds',
      'nodejs_eventloop_delay_p99_seconds',
    ]);
    expect(lines).toContain('# TYPE http_request_duration_seconds histogram');
    expect(lines).toContain('# TYPE shop_orders_placed_total counter');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('times requests by route pattern and status class, never by raw URL', async () => {
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/v1/products/:id",status="4xx"}';
    const before = sample(await scrape(), series);
    const id = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: endpointUrl(endpoints.catalog.product, { params: { id } }),
          })
        ).statusCode,
      ).toBe(404);
    }
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 3);
    const inf = sample(after, series.replace('_count{', '_bucket{le="+Inf",'));
    expect(inf).toBe(before + 3);
    expect(after).not.toContain(id);
  });

  it('counts an order placed by a checkout, and not its idempotent replay', async () => {
    const product = await insertProduct(t.db, { options: [{ size: 'M', color: 'Pink', quantity: 5 }] });
    const before = await scrape();
    const body = orderBody([{ product: product.id, size: 'M', color: 'Pink', quantity: 1 }]);
    const key = randomUUID();
    expect((await checkout(t.app, shopper.headers, body, key)).statusCode).toBe(201);
    expect((await checkout(t.app, shopper.headers, body, key)).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'shop_orders_placed_total')).toBe(sample(before, 'shop_orders_placed_total') + 1);
    // Nobody else wrote meanwhile: the one statement placed it (decision 028), not the locked path.
    const underLocks = 'shop_orders_placed_under_locks_total';
    expect(sample(after, underLocks)).toBe(sample(before, underLocks));
  });

  it(`reports the pool's connections on PostgreSQL and none on PGlite (${testDatabaseKind})`, async () => {
    const text = await scrape();
    const hasPool = text.includes('db_pool_connections{state="idle"}');
    expect(hasPool).toBe(testDatabaseKind === 'postgresql');
    if (hasPool) expect(text).toMatch(/^db_pool_waiting_queries \d+$/m);
  });

  it('lets in admins and the token holder only, in the JSON error shape for everyone else', async () => {
    const cases = [
      { headers: {}, status: 401, message: messages.loginRequired },
      { headers: bearer('scraper-token-0123456789abcdeX'), status: 401, message: messages.loginRequired },
      { headers: shopper.headers, status: 403, message: 'You are not allowed to access this resource' },
    ];
    for (const { headers, status, message } of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('opens to admins only when no METRICS_TOKEN is configured', async () => {
    const plain = await createTestApp();
    try {
      const withToken = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer(METRICS_TOKEN),
      });
      expect(withToken.statusCode).toBe(401);
      const asAdmin = await signUpAdmin(plain.app, plain.db);
      expect(
        (await plain.app.inject({ method: 'GET', url: '/metrics', headers: asAdmin.headers })).statusCode,
      ).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper.js';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports a reachable database on /api/v1/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(endpoints.health.check) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok', database: 'ok' });
  });

  it('answers unknown /api paths with a 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route GET /api/v1/no-such-thing not found' });
  });

  it('rejects a malformed JSON body with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty(endpointUrl(endpoints.health.check));
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../modules/orders/test-fixture.js';
import { createTestApp, type TestApp } from '../test/helper.js';

const INDEX =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = path.join(process.env.TMPDIR ?? '/tmp', `shop-web-${process.pid}-${Date.now()}`);
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(
      path.join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    // A file the build compressed (apps/web/vite.config.ts): its .br (marked here) is sent as it is.
    const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    await writeFile(path.join(dist, 'assets', 'app-def456.js'), script);
    await writeFile(
      path.join(dist, 'assets', 'app-def456.js.br'),
      brotliCompressSync(`${script}\n// compressed by the build`),
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('answers client routes with the SPA shell, revalidated', async () => {
    for (const url of [
      '/',
      '/products',
      '/cartMira',
      '/admin/dashboard?tab=users',
      '/productCat/Men?page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a path the app has no page for, and a missing product, with the shell and a 404', async () => {
    const { id } = await insertProduct(t.db, { options: [{ size: 'M', color: 'Red', quantity: 1 }] });
    const found = await t.app.inject({ method: 'GET', url: `/product/${id}` });
    expect(found.statusCode).toBe(200);
    for (const url of [
      '/this/does-not-exist',
      '/nowhere',
      `/product/${crypto.randomUUID()}`,
      '/product/123',
      '/products/not-an-id?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli file of a script as it is, and the script itself to a client without brotli", async () => {
    const url = '/assets/app-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('// compressed by the build');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
  });

  it('sends security headers with a self-only script policy, on pages, files and API answers alike', async () => {
    const urls = [
      '/',
      '/assets/index-abc123.js',
      endpointUrl(endpoints.catalog.products),
      endpointUrl(endpoints.catalog.products, { query: { page: 0 } }),
      '/api/v1/nope',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
  });

  it('keeps JSON 404s for unknown API and image paths', async () => {
    for (const url of ['/api/v1/nope', '/images/missing.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});

import zlib from 'node:zlib';
import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signUpAdmin } from '../accounts/testing.js';
import { catalogVersion } from '../catalog/index.js';
import { insertCatalogFixture } from '../catalog/test-fixture.js';
import { RenderedPages } from './rendered-pages.js';
import { makeWebBuild } from './test-web-build.js';

/**
 * Rendered pages remembered by the answers they were rendered from (decision 082), with a stand-in for
 * the web app's renderer that counts its renders: the whole catalogue's listing (its products' names),
 * and the contact page. The e2e journeys cover the real renderer.
 */
const SHOP_URL = endpointUrl(endpoints.settings.shop);
const LISTING_URL = endpointUrl(endpoints.catalog.products, { query: { page: 1 } });
const DELIVERY_RATE_URL = endpointUrl(endpoints.settings.deliveryRate.get);

const RENDERER = `
globalThis.pageRenders = 0;
globalThis.renderedUrls = [];
export async function render(url, get) {
  globalThis.pageRenders++;
  globalThis.renderedUrls.push(url);
  const { shop } = JSON.parse((await get('${SHOP_URL}')).body);
  if (url.startsWith('/contactus')) {
    return { html: '<h1>Contact ' + shop.name + '</h1>', head: '', state: {}, title: 'Contact us · Shop', description: 'Write to us' };
  }
  const { products } = JSON.parse((await get('${LISTING_URL}')).body);
  // An answer the page does not declare: remembered with the others all the same.
  await get('${DELIVERY_RATE_URL}');
  const names = products.map((p) => '<li>' + p.name + '</li>').join('');
  return { html: '<ul>' + names + '</ul>', head: '', state: {}, title: 'All products · Shop' };
}
`;

declare global {
  var pageRenders: number | undefined;
  var renderedUrls: string[] | undefined;
}

/** How many pages the stand-in rendered (its module is loaded with the first page). */
const renders = () => globalThis.pageRenders ?? 0;

let t: TestApp;
let ids: Map<string, string>;
let web: Awaited<ReturnType<typeof makeWebBuild>>;

beforeAll(async () => {
  web = await makeWebBuild(RENDERER);
  t = await createTestApp({ WEB_DIST: web.webDist, PUBLIC_URL: 'https://shop.example' });
  ids = await insertCatalogFixture(t.db);
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('rendered pages are remembered by the answers they were rendered from', () => {
  it('renders a page once and serves it again while its answers stay the same', async () => {
    const before = renders();
    const first = await page('/products');
    expect(first).toContain('data-server-rendered');
    expect(await page('/products')).toBe(first);
    expect(await page('/products')).toBe(first);
    expect(renders() - before).toBe(1);
  });

  it('renders it again as soon as one of them changed, a product or a rate it asked for itself', async () => {
    const id = ids.get('WPJ-100') ?? '';
    await page('/products');
    const before = renders();
    await t.db.updateTable('products').set({ name: 'Renamed pyjama' }).where('id', '=', id).execute();
    expect(await page('/products')).toContain('<li>Renamed pyjama</li>');
    expect(renders() - before).toBe(1);
    const admin = await signUpAdmin(t.app, t.db);
    const version = await catalogVersion(t.db);
    const rate = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.settings.deliveryRate.set),
      headers: admin.headers,
      payload: { value: 150_000 },
    });
    expect(rate.statusCode).toBe(200);
    // A rate's write moves the catalogue version (migration 0022): the page's answers are compared again.
    expect(await catalogVersion(t.db)).toBeGreaterThan(version);
    await page('/products');
    expect(renders() - before).toBe(2);
  });

  it('remembers a page by its canonical URL: a query that does not change it is served from memory', async () => {
    const first = await page('/fr/products?color=Red');
    const before = renders();
    for (let i = 0; i < 20; i++) {
      const variant = await page(`/fr/products/?utm_source=probe-${i}&color=Red&fbclid=${i}`);
      expect(variant).toBe(first);
      expect(variant).not.toContain('probe-');
    }
    expect(await page('/fr/PRODUCTS?color=Red&password=secret123')).toBe(first);
    expect(renders() - before).toBe(0);
    // Rendered as that URL: nothing a visitor added to a link reaches the page others are served.
    expect(globalThis.renderedUrls).toContain('/fr/products?color=Red');
    expect(globalThis.renderedUrls?.filter((url) => url.includes('utm_source'))).toEqual([]);
    // A key the listing reads is another page.
    await page('/fr/products?color=Blue&utm_source=x');
    expect(renders() - before).toBe(1);
    expect(globalThis.renderedUrls?.at(-1)).toBe('/fr/products?color=Blue');
  });

  it('shares one render among requests that arrive together', async () => {
    const before = renders();
    const pages = await Promise.all([1, 2, 3, 4].map(() => page('/contactus')));
    expect(new Set(pages).size).toBe(1);
    expect(renders() - before).toBe(1);
  });

  it("puts the page's title, description, canonical URL and link-preview tags in its head", async () => {
    const contact = await page('/contactus?utm_source=x');
    expect(contact).toContain('<title>Contact us · Shop</title>');
    expect(contact).toContain('<meta name="description" content="Write to us" />');
    // The contact page does not read its query: one canonical URL for every link to it.
    expect(contact).toContain('<link rel="canonical" href="https://shop.example/contactus" />');
    expect(contact).toContain('<meta property="og:title" content="Contact us · Shop" />');
    const listing = await page('/PRODUCTS/?utm_source=x&color=Red');
    // A listing's filters are its content: they stay in its canonical URL, and nothing else does.
    expect(listing).toContain('<link rel="canonical" href="https://shop.example/products?color=Red" />');
    expect(listing).toContain('<title>All products · Shop</title>');
  });

  it('sends a remembered page compressed as the browser asks, the same bytes each time', async () => {
    const html = await page('/contactus');
    const ask = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/contactus', headers: { 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await ask('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
    expect((await ask('gzip;q=1, br;q=0.5')).headers['content-encoding']).toBe('gzip');
    const asked = await t.app.inject({
      method: 'GET',
      url: '/contactus',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(html);
  });
});

describe('when a remembered page asks for its answers again', () => {
  it('not while the catalogue version stays, for up to recheckMs; then once, rendering only if they changed', async () => {
    let version = 7;
    let now = 0;
    let body = 'a';
    let day = '2026-12-31';
    const pages = new RenderedPages(
      1_000_000,
      async () => version,
      10_000,
      () => now,
      () => day,
    );
    const asked: string[] = [];
    const get = async (url: string) => {
      asked.push(url);
      return { status: 200, body };
    };
    let renders = 0;
    const render = async (answered: typeof get) =>
      `<p>${(await answered('/api/v1/x')).body} ${++renders}</p>`;
    const html = () => pages.page('/page', 'shell', ['/api/v1/x'], get, render).then((page) => page.html);

    expect(await html()).toBe('<p>a 1</p>');
    now = 9_999;
    expect(await html()).toBe('<p>a 1</p>');
    expect(asked).toHaveLength(1);
    now = 10_000;
    expect(await html()).toBe('<p>a 1</p>');
    expect(asked).toHaveLength(2);
    version = 8;
    body = 'b';
    expect(await html()).toBe('<p>b 2</p>');
    expect(await pages.page('/page', 'another shell', ['/api/v1/x'], get, render).then((p) => p.html)).toBe(
      '<p>b 3</p>',
    );
    // A new day (the footer's year): rendered again, though nothing else changed.
    day = '2027-01-01';
    expect(await pages.page('/page', 'another shell', ['/api/v1/x'], get, render).then((p) => p.html)).toBe(
      '<p>b 4</p>',
    );
  });

  it('shares one comparison among the requests that need it, and never serves one begun before a change', async () => {
    let version = 1;
    let body = 'a';
    let held: Promise<void> | undefined;
    const asked: string[] = [];
    const get = async (url: string) => {
      asked.push(url);
      const answer = { status: 200, body };
      await held;
      return answer;
    };
    let renders = 0;
    const render = async (answered: typeof get) =>
      `<p>${(await answered('/api/v1/x')).body} ${++renders}</p>`;
    const pages = new RenderedPages(1_000_000, async () => version);
    const html = () => pages.page('/page', 'shell', ['/api/v1/x'], get, render).then((page) => page.html);
    expect(await html()).toBe('<p>a 1</p>');

    version = 2;
    asked.length = 0;
    expect(await Promise.all([html(), html(), html()])).toEqual(Array(3).fill('<p>a 1</p>'));
    expect(asked).toHaveLength(1);

    // A comparison under way, its answers read before a change that a later request read the version of.
    let release: () => void = () => undefined;
    held = new Promise<void>((resolve) => (release = resolve));
    version = 3;
    const before = html();
    await new Promise((resolve) => setImmediate(resolve));
    body = 'b';
    version = 4;
    const after = html();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    held = undefined;
    expect(await before).toBe('<p>a 1</p>');
    expect(await after).toBe('<p>b 2</p>');
  });

  it('serves a page pushed out while it was being compared, and counts what it keeps', async () => {
    let version = 1;
    const one = (await new RenderedPages(1_000_000, async () => 0).page('/x', 's', [], get, async () => HTML))
      .bytes;
    const pages = new RenderedPages(2 * one, async () => version);
    let release: () => void = () => undefined;
    let held = false;
    async function get(url: string) {
      if (held && url === '/api/v1/a') await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, body: 'same' };
    }
    const page = (key: string) =>
      pages.page(key, 's', [`/api/v1/${key.slice(1)}`], get, async (answered) => {
        await answered(`/api/v1/${key.slice(1)}`);
        return HTML;
      });
    await page('/a');
    await page('/b');
    version = 2;
    held = true;
    const a = page('/a');
    await new Promise((resolve) => setImmediate(resolve));
    // /b used again, then /c pushes /a out while /a's answers are on their way; they come back the same.
    await page('/b');
    await page('/c');
    release();
    expect((await a).html).toBe(HTML);
    expect(pages.size).toBe(2);
    expect(pages.bytes).toBe(2 * one);
  });
});

const HTML = `<main>${'<p>A remembered page</p>'.repeat(200)}</main>`;

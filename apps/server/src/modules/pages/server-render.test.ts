import { createHash } from 'node:crypto';
import {
  APP_SCRIPTS_ID,
  endpoints,
  endpointUrl,
  FIRST_ANSWERS_ID,
  messages,
  SERVER_STATE_ID,
} from '@shop/shared';
import { ar } from '@shop/shared/i18n/ar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { insertCatalogFixture } from '../catalog/test-fixture.js';
import { HOSTILE, makeWebBuild, SHELL } from './test-web-build.js';

/**
 * The server render of the first screens (decision 015), with a stand-in for the web app's renderer
 * (`dist-ssr/entry-server.mjs`): what the server does with its HTML, its state and the app's scripts.
 * e2e `server-render.spec.ts` covers the real renderer and the browser's hydration.
 */

/** Renders a product page from the API (one URL the server embedded, one it did not); fails on the listing. */
const PRODUCT_URL = endpointUrl(endpoints.catalog.product, { params: { id: 'ID' } });

const RENDERER = `
globalThis.failedRenders = 0;
export async function render(url, get) {
  if (url.startsWith('/products')) {
    globalThis.failedRenders++;
    throw new Error('the renderer broke');
  }
  const id = url.split('/').pop();
  const { product } = JSON.parse((await get('${PRODUCT_URL}'.replace('ID', id))).body);
  const other = await get('${PRODUCT_URL}'.replace('ID', '00000000-0000-4000-8000-000000000000'));
  const html = '<h1>' + product.name.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</h1><p>' + other.status + '</p><p>' + JSON.parse(other.body).message + '</p>';
  return { html, head: '', state: { queries: [{ queryKey: ['product', id], name: product.name }] } };
}
`;

let t: TestApp;
let productId: string;
let web: Awaited<ReturnType<typeof makeWebBuild>>;

beforeAll(async () => {
  web = await makeWebBuild(RENDERER);
  t = await createTestApp({ WEB_DIST: web.webDist });
  const ids = await insertCatalogFixture(t.db);
  productId = ids.get('WPJ-100') ?? '';
  await t.db.updateTable('products').set({ name: HOSTILE }).where('id', '=', productId).execute();
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const jsonIn = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];

describe('a first screen rendered on the server', () => {
  it("puts the renderer's HTML in #root and its state in the page, escaped, from the API's own answers", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html data-server-rendered lang="en" dir="ltr">');
    // The embedded answer and an answer the server had not embedded (asked in-process: 404).
    expect(res.body).toContain(
      `<div id="root"><h1>&lt;/script>&lt;script>alert(1)&lt;/script>\u2028&lt;!--</h1><p>404</p><p>${messages.productNotFound}</p></div>`,
    );
    const state = jsonIn(res.body, SERVER_STATE_ID);
    expect(state).toBeDefined();
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.parse(state ?? '')).toEqual({
      queries: [{ queryKey: ['product', productId], name: HOSTILE }],
    });
    // The state replaces the first answers: the app asks for nothing the render already had.
    expect(res.body).not.toContain(`id="${FIRST_ANSWERS_ID}"`);
  });

  it("loads the app's code after the page (its start chunk by chunk, each after those it imports and the entry last; then the page's chunks), by the one inline script the CSP allows", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(JSON.parse(jsonIn(res.body, APP_SCRIPTS_ID) ?? '')).toEqual({
      start: ['/assets/react-b2.js', '/assets/index-a1.js'],
      chunks: ['/assets/card-c3.js', '/assets/ProductPage-d4.js', '/assets/en-w1.js', '/assets/en-p1.js'],
    });
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('falls back to the client-rendered shell with its first answers when the renderer fails, and does not try that URL again at once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products' });
    expect((await t.app.inject({ method: 'GET', url: '/products' })).body).toBe(res.body);
    expect((globalThis as { failedRenders?: number }).failedRenders).toBe(1);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(res.body).toContain(`id="${FIRST_ANSWERS_ID}"`);
  });

  it('renders an Arabic page right to left, asking the API in Arabic', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/ar/product/${productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html data-server-rendered lang="ar" dir="rtl">');
    expect(res.body).toContain(`<p>404</p><p>${ar.messages.productNotFound}</p>`);
    // Its words and the mirroring style plugins are fetched with the page's code.
    expect(JSON.parse(jsonIn(res.body, APP_SCRIPTS_ID) ?? '').chunks).toEqual([
      '/assets/card-c3.js',
      '/assets/ProductPage-d4.js',
      '/assets/ar-w2.js',
      '/assets/ar-p2.js',
      '/assets/rtlStyles-r1.js',
    ]);
  });

  it('leaves pages drawn in the browser as the shell, in their language, their words fetched with the entry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/orders/me' });
    expect(res.body).toBe(
      SHELL.replace(/<html\b[^>]*>/, '<html lang="en" dir="ltr">').replace(
        '</head>',
        '  <link rel="modulepreload" crossorigin href="/assets/en-w1.js">\n    <link rel="modulepreload" crossorigin href="/assets/en-p1.js">\n  </head>',
      ),
    );
    const arabic = await t.app.inject({ method: 'GET', url: '/ar/orders/me' });
    expect(arabic.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ar-w2.js">');
    expect(arabic.body).toContain('<link rel="modulepreload" crossorigin href="/assets/rtlStyles-r1.js">');
  });
});

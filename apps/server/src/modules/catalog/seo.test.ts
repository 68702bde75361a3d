import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { fr } from '@shop/shared/i18n/fr';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { sitemapRoutes } from './sitemap.js';
import { FIXTURE_PRODUCTS, insertCatalogFixture, insertTranslations } from './test-fixture.js';

const PUBLIC_URL = 'https://shop.example';
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The generic description."
    />
    <title>Mira Home &amp; Fashion</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let ids: Map<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL, SHOP_NAME: 'Mira Home & Fashion' });
  ids = await insertCatalogFixture(t.db);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
}

/** The content of each <meta> in the head, by its property or name. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1] ?? ''] = match[2] ?? '';
  }
  return tags;
}

describe('link previews of product pages', () => {
  it('puts Open Graph and Twitter tags with name, description, main image and price into /product/:id', async () => {
    const id = ids.get('WPJ-100');
    const { status, type, body } = await page(`/product/${id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(body).toContain('<title>Floral Cotton Pyjama Set | Mira Home &amp; Fashion</title>');
    expect(body).not.toContain('The generic description.');
    // 20 % off 1,500,000 LBP is active (isChecked), so the preview shows the price the shopper pays.
    const description =
      '1,200,000 LBP · Soft cotton pyjamas with a &quot;floral&quot; print &amp; piping &lt;for&gt; summer nights.';
    expect(metaTags(body)).toEqual({
      description,
      'og:type': 'product',
      'og:site_name': 'Mira Home &amp; Fashion',
      'og:title': 'Floral Cotton Pyjama Set',
      'og:description': description,
      'og:url': `${PUBLIC_URL}/product/${id}`,
      'og:image': `${PUBLIC_URL}/images/products/WPJ-100-0-1280.webp`,
      'og:image:alt': 'Floral Cotton Pyjama Set',
      'product:price:amount': '1200000',
      'product:price:currency': 'LBP',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Floral Cotton Pyjama Set',
      'twitter:description': description,
      'twitter:image': `${PUBLIC_URL}/images/products/WPJ-100-0-1280.webp`,
      'og:locale': 'en_US',
      'og:locale:alternate': 'fr_FR',
    });
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${id}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/product/${id}" />`);
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('</head>'));
  });

  it('gives the Arabic page its language, direction, canonical URL, Open Graph locale and Arabic name', async () => {
    const id = ids.get('WPJ-100') ?? '';
    await insertTranslations(t.db, id, {
      ar: { name: 'طقم بيجاما قطن مزهّر', description: 'بيجاما قطنية ناعمة' },
    });
    const { status, body } = await page(`/ar/product/${id}`);
    expect(status).toBe(200);
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ar/product/${id}" />`);
    expect(body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/product/${id}" />`,
    );
    expect(metaTags(body)).toMatchObject({
      'og:title': 'طقم بيجاما قطن مزهّر',
      'og:locale': 'ar_AR',
      'og:url': `${PUBLIC_URL}/ar/product/${id}`,
    });
    // The price as the page's language writes it, in Arabic and in French (no comma between thousands).
    expect(metaTags(body)['og:description']).toMatch(/^[\d,]+ ل\.ل\. · بيجاما قطنية ناعمة$/);
    const french = metaTags((await page(`/fr/product/${id}`)).body)['og:description'];
    expect(french).toMatch(/^\d{1,3}(\u202f\d{3})+\u00a0LBP · /);
  });

  it('does the same for /products/:id, and without an image uses a small card', async () => {
    const { body } = await page(`/products/${ids.get('KPJ-800')}?utm_source=whatsapp`);
    const tags = metaTags(body);
    expect(tags['og:title']).toBe('Kids Cotton Pyjama');
    expect(tags['product:price:amount']).toBe('1200000');
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:image']).toBeUndefined();
  });

  it.each([
    // The page of a product that does not exist is the app's Not Found page, answered 404.
    ['an unknown product', '/product/00000000-0000-4000-8000-000000000000', 404],
    ['a malformed id', '/product/nope', 404],
  ])('adds no preview to %s: the generic title and description stay', async (_label, url, expected) => {
    const { status, body } = await page(url);
    expect(status).toBe(expected);
    // First screens also carry their first API answers and preloads (pages/render.test.ts), never a preview.
    expect(body).toContain('<title>Mira Home &amp; Fashion</title>');
    // The shell's own description, in the page's language; no preview tag.
    expect(metaTags(body)).toEqual({ description: en.layout.metaDescription });
    expect(body).not.toContain('rel="canonical"');
  });

  it("gives other public pages a canonical URL and a website's preview, the query kept on listings only", async () => {
    const listing = await page('/productCat/Women?color=Red');
    expect(listing.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/productCat/Women?color=Red" />`,
    );
    expect(metaTags(listing.body)).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Mira Home &amp; Fashion',
      'og:title': 'Mira Home &amp; Fashion',
      'og:url': `${PUBLIC_URL}/productCat/Women?color=Red`,
    });
    const contact = await page('/contactus?utm_source=whatsapp');
    expect(contact.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/contactus" />`);
  });

  it('leaves the shell as built for pages drawn in the browser and products that do not exist', async () => {
    // Only its language, direction and description are set: in Arabic, a link preview reads Arabic.
    const shellIn = (locale: 'en' | 'ar', dir: string, description: string) =>
      SHELL.replace('<html lang="en">', `<html lang="${locale}" dir="${dir}">`).replace(
        /<meta\s+name="description"[\s\S]*?\/>/,
        `<meta name="description" content="${description}" />`,
      );
    for (const url of ['/product/nope', '/orders/me', '/admin/dashboard'])
      expect((await page(url)).body, url).toBe(shellIn('en', 'ltr', en.layout.metaDescription));
    expect((await page('/ar/orders/me')).body).toBe(shellIn('ar', 'rtl', ar.layout.metaDescription));
  });

  it('describes every page but a product in its language, for WhatsApp link previews', async () => {
    const french = await page('/fr/contactus');
    expect(metaTags(french.body)).toMatchObject({
      description: fr.layout.metaDescription,
      'og:description': fr.layout.metaDescription,
    });
    expect(french.body).not.toContain('The generic description.');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt pointing to the sitemap and keeping crawlers off private screens', async () => {
    const { status, type, body } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Disallow: \/cart$/m);
    expect(body).not.toMatch(/^Disallow: \/product/m);
    expect(body).toMatch(/^Disallow: \/ar\/cart$/m);
    expect(body).toMatch(/^Disallow: \/fr\/admin$/m);
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists listing pages and every product with its last change, in every language', async () => {
    const { status, type, body } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/products`,
        `${PUBLIC_URL}/productCat/Women`,
        `${PUBLIC_URL}/productSubCat/Women/Sport%20Wear`,
        `${PUBLIC_URL}/productSubCats/Crib%20Set`,
        `${PUBLIC_URL}/contactus`,
        `${PUBLIC_URL}/ar`,
        `${PUBLIC_URL}/ar/productCat/Women`,
        `${PUBLIC_URL}/fr/contactus`,
      ]),
    );
    const products = locs.filter((loc) => loc?.includes('/product/'));
    expect(products).toHaveLength(FIXTURE_PRODUCTS.length * 3);
    const id = ids.get('WPJ-100');
    const alternates = ['en', 'ar', 'fr']
      .map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${PUBLIC_URL}${l === 'en' ? '' : `/${l}`}/product/${id}"/>`,
      )
      .join('');
    for (const prefix of ['', '/ar', '/fr']) {
      expect(body).toMatch(
        new RegExp(
          `<url><loc>${PUBLIC_URL}${prefix}/product/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>${alternates}</url>`,
        ),
      );
    }
  });

  it('turns into an index of slices when the shop outgrows one file', async () => {
    const small = Fastify();
    small.decorate('config', t.config);
    small.decorate('db', t.db);
    await small.register(sitemapRoutes, { maxUrls: 30 }); // 10 pages in 3 languages per file
    const get = async (url: string) => (await small.inject({ method: 'GET', url })).body;
    try {
      expect(await get('/sitemap.xml')).toContain('<sitemapindex ');
      expect([...(await get('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${PUBLIC_URL}/sitemap-pages.xml`,
        `${PUBLIC_URL}/sitemap-products-1.xml`,
        `${PUBLIC_URL}/sitemap-products-2.xml`,
      ]);
      const pages = await get('/sitemap-pages.xml');
      expect(pages).toContain(`<loc>${PUBLIC_URL}/productCat/Babies</loc>`);
      expect(pages).not.toContain('/product/');
      const slices = [await get('/sitemap-products-1.xml'), await get('/sitemap-products-2.xml')];
      const counts = slices.map((xml) => [...xml.matchAll(/<loc>[^<]+\/product\//g)].length);
      expect(counts).toEqual([30, (FIXTURE_PRODUCTS.length - 10) * 3]);
      expect((await small.inject({ method: 'GET', url: '/sitemap-products-3.xml' })).statusCode).toBe(404);
      expect((await small.inject({ method: 'GET', url: '/sitemap-products-x.xml' })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });
});

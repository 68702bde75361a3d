import { LOCALES, localePrefix, localizedPath, paths, ROUTES, SHOP_BY_CATEGORY } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFound } from '../../lib/errors.js';
import { escapeHtml as escapeXml } from '../../lib/html.js';
import { categoryTree } from './category-queries.js';
import { countProducts, productSitemapEntries } from './seo-queries.js';

/** The sitemap protocol's limit of URLs per file; a bigger shop gets a sitemap index. */
const SITEMAP_MAX_URLS = 50_000;

/** Each page is listed once per language (issue 36), so a file holds this share of the pages. */
const perFile = (maxUrls: number) => Math.max(1, Math.floor(maxUrls / LOCALES.length));

/** Private screens crawlers should not index (the cart path also covers /cart{brand}). */
const DISALLOWED = [
  '/admin',
  '/api/',
  ROUTES.cart,
  ROUTES.favorites,
  '/me/',
  '/orders/',
  '/order/',
  '/password/',
  ROUTES.login,
  ROUTES.register,
  ROUTES.success,
];

interface SitemapUrl {
  path: string;
  /** W3C date (YYYY-MM-DD). */
  lastmod?: string;
}

/** Home, listing and contact pages: one per category, sub-category and home-page category tile. */
async function listingUrls(app: FastifyInstance): Promise<SitemapUrl[]> {
  const tree = await categoryTree(app.db);
  return [
    { path: paths.home },
    { path: paths.products },
    ...tree.flatMap((category) => [
      { path: paths.productCat(category.name) },
      ...category.subcategories.map((sub) => ({ path: paths.productSubCat(category.name, sub.name) })),
    ]),
    ...SHOP_BY_CATEGORY.map((name) => ({ path: paths.productSubCats(name) })),
    { path: paths.contact },
  ];
}

async function productUrls(app: FastifyInstance, page: { limit: number; offset: number }) {
  const entries = await productSitemapEntries(app.db, page);
  return entries.map(({ id, lastmod }) => ({ path: paths.product(id), lastmod }));
}

/**
 * Every page in every language, each naming its other languages (`xhtml:link` alternates, as the
 * pages' own `<link rel="alternate" hreflang>`).
 */
function urlset(publicUrl: string, urls: SitemapUrl[]): string {
  const body = urls
    .flatMap(({ path, lastmod }) => {
      const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      const href = (locale: (typeof LOCALES)[number]) => escapeXml(publicUrl + localizedPath(locale, path));
      const alternates = LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
      ).join('');
      return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${date}${alternates}</url>`);
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, files: string[]): string {
  const body = files.map((path) => `<sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

const chunkParams = z.object({ n: z.coerce.number().int().min(1) });

/**
 * robots.txt and the sitemap. A shop that fits one file gets one urlset; a larger one gets an index
 * of /sitemap-pages.xml and /sitemap-products-{n}.xml files of at most `maxUrls` each.
 */
export async function sitemapRoutes(app: FastifyInstance, opts: { maxUrls?: number } = {}) {
  const pagesPerFile = perFile(opts.maxUrls ?? SITEMAP_MAX_URLS);
  const publicUrl = app.config.publicUrl;
  const xml = 'application/xml; charset=utf-8';
  const config = { access: 'public' } as const;

  app.get('/robots.txt', { config }, async (_request, reply) => {
    const rules = LOCALES.flatMap((locale) =>
      DISALLOWED.map((path) => `Disallow: ${localePrefix(locale)}${path}`),
    ).join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\n${rules}\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { config }, async (_request, reply) => {
    const [listings, products] = await Promise.all([listingUrls(app), countProducts(app.db)]);
    if (listings.length + products <= pagesPerFile) {
      const all = [...listings, ...(await productUrls(app, { limit: products, offset: 0 }))];
      return reply.type(xml).send(urlset(publicUrl, all));
    }
    const chunks = Math.ceil(products / pagesPerFile);
    const files = [
      '/sitemap-pages.xml',
      ...Array.from({ length: chunks }, (_, i) => `/sitemap-products-${i + 1}.xml`),
    ];
    return reply.type(xml).send(sitemapIndex(publicUrl, files));
  });

  app.get('/sitemap-pages.xml', { config }, async (_request, reply) =>
    reply.type(xml).send(urlset(publicUrl, await listingUrls(app))),
  );

  app.get('/sitemap-products-:n.xml', { config }, async (request, reply) => {
    const parsed = chunkParams.safeParse(request.params);
    if (!parsed.success) throw new NotFound();
    const offset = (parsed.data.n - 1) * pagesPerFile;
    const urls = await productUrls(app, { limit: pagesPerFile, offset });
    if (urls.length === 0) throw new NotFound();
    return reply.type(xml).send(urlset(publicUrl, urls));
  });
}

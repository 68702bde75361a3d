import {
  type AmountWords,
  formatLbp,
  type Locale,
  localizedPath,
  paths,
  productIdFromPath,
  type ShellWords,
  splitLocale,
  uuidSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { escapeHtml } from '../../lib/html.js';
import type { WebPage } from '../../plugins/web.js';
import { findProductPreview, type ProductPreview } from '../catalog/index.js';
import { intoHead } from './page-head.js';

const DESCRIPTION_MAX = 200;

/** The product id of a detail page path (/product/{id} or /products/{id}), if it is a product id. */
function productIdOfPage(url: string): string | undefined {
  const id = productIdFromPath(url);
  return id && uuidSchema.safeParse(id).success ? id : undefined;
}

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** One line of at most `max` characters; the no-break spaces a price is written with stay. */
function shorten(text: string, max: number): string {
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The Open Graph and Twitter tags of a product: what WhatsApp and others show for a shared link. */
function productMetaTags(
  product: ProductPreview,
  config: Config,
  locale: Locale = 'en',
  layout?: AmountWords,
): { title: string; tags: string[] } {
  const { price } = product;
  const title = `${product.name} | ${config.shop.name}`;
  // The price as the page's language writes it ('1,250,000 ل.ل.', '1 250 000 LBP').
  const description = shorten(`${formatLbp(price, layout)} · ${product.description}`, DESCRIPTION_MAX);
  const url = `${config.publicUrl}${localizedPath(locale, paths.product(product.id))}`;
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', config.shop.name],
    ['property', 'og:title', product.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'product:price:amount', String(price)],
    ['property', 'product:price:currency', 'LBP'],
    ['name', 'twitter:card', product.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', product.name],
    ['name', 'twitter:description', description],
  ];
  if (product.image) {
    const image = absolute(config.publicUrl, product.image);
    meta.push(['property', 'og:image', image], ['property', 'og:image:alt', product.name]);
    meta.push(['name', 'twitter:image', image]);
  }
  const tags = meta
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`)
    .concat(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  return { title, tags };
}

/** Puts the tags into the page's head, replacing its title and generic description. */
function injectMetaTags(html: string, { title, tags }: { title: string; tags: string[] }): string {
  const shell = html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/i, '');
  return intoHead(shell, tags);
}

/**
 * The web app's HTML shell for a request: a product detail page gets its link-preview tags (crawlers
 * do not run the SPA); every other page keeps the shell as built, and so does an unknown product, whose
 * page is then marked not found (a 404).
 */
export function productPreviewHtml(db: Database, config: Config, words: Record<Locale, ShellWords>) {
  return async (html: string, request: FastifyRequest): Promise<WebPage> => {
    const { locale, path } = splitLocale(request.url);
    if (productIdFromPath(path) === undefined) return { html, found: true };
    // A product page whose id is no product id at all shows Not Found too.
    const id = productIdOfPage(path);
    const product = id ? await findProductPreview(db, id, locale) : undefined;
    return product
      ? {
          html: injectMetaTags(html, productMetaTags(product, config, locale, words[locale].layout)),
          found: true,
        }
      : { html, found: false };
  };
}

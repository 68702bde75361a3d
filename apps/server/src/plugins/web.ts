import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { directionOf, isAppPath, LOCALES, type Locale, type PostedForm, splitLocale } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.js';

/** A page of the web app as a feature rewrote it. */
export interface WebPage {
  html: string;
  /** The same page compressed, when it is kept so (a remembered server render). */
  encoded?: (encoding: 'br' | 'gzip') => Buffer;
  /** False for the page of something that does not exist (an unknown product): answered with a 404. */
  found: boolean;
}

/** What the HTML shell says in each language before the app runs (`layout` words). */
type ShellTexts = Record<
  Locale,
  { readonly layout: { readonly metaDescription: string; readonly noScript: string } }
>;

export interface WebOptions {
  root: string;
  /** The shell's description (link previews) and its no-JavaScript notice, in each language. */
  texts: ShellTexts;
  /**
   * Lets a feature rewrite the HTML shell for a path (Open Graph tags of a product page); with `posted`,
   * the page answering that form.
   */
  transformHtml?: (html: string, request: FastifyRequest, posted?: PostedForm) => Promise<WebPage>;
  /**
   * A form of a page, posted to it (decision 085): its answer, or undefined when the page has no such
   * form (answered with a redirect to the page). Its route is rate-limited by `formRateLimit`.
   */
  answerForm?: (request: FastifyRequest) => Promise<{ status: number; posted: PostedForm } | undefined>;
  formRateLimit?: { max: number; timeWindow: string };
}

/** The largest form a page takes posted (a contact message is a few kilobytes). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Serves the built web app: hashed assets cached forever (compressed by the build), everything else revalidated, and the SPA's
 * index.html for any other GET that is not under /api or /images. A path the app has no page for, or
 * the page of a missing product, is answered 404 with the app (which shows its Not Found page).
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const shells = await localizedShells(opts.root, opts.texts);
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build's scripts and styles compressed at its highest levels (`.br`, `.gz`, apps/web/vite.config.ts),
    // sent as they are; a file without them is compressed on the way like any answer.
    preCompressed: true,
    setHeaders(reply, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/images/')) {
      return reply.status(404).send({ success: false, message: `Route GET ${url.split('?')[0]} not found` });
    }
    const { locale, path: appUrl } = splitLocale(url);
    const shell = shells[locale];
    const page = opts.transformHtml ? await opts.transformHtml(shell, request) : { html: shell, found: true };
    const pathname = appUrl.split(/[?#]/)[0] ?? appUrl;
    reply
      .status(page.found && isAppPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    const encoding =
      page.encoded &&
      preferredEncoding(
        request.headers['accept-encoding'],
        request.headers['x-no-compression'] !== undefined,
      );
    if (!page.encoded || !encoding) return reply.send(page.html);
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(page.encoded(encoding));
  });

  const { answerForm, transformHtml } = opts;
  if (!answerForm || !transformHtml) return;
  // A page's form, sent without the page's code: an HTML form's body, in this plugin's routes only (the
  // API takes JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/*', { config: { access: 'public', rateLimit: opts.formRateLimit } }, async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/images/')) return reply.callNotFound();
    const answer = await answerForm(request);
    if (!answer) return reply.redirect(url, 303);
    const page = await transformHtml(shells[splitLocale(url).locale], request, answer.posted);
    // It holds what the sender typed: kept by no cache, not even the browser's.
    return reply
      .status(answer.status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}

/** The encodings a remembered page is kept in, the one preferred on a tie first. */
const PAGE_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The encoding of a compressed page for a request's Accept-Encoding, negotiated as @fastify/compress
 * negotiates the API's answers (@fastify/accept-negotiator): the one it weighs most, brotli on a tie;
 * undefined when it accepts neither (a `q=0` refuses) or asks for none (`x-no-compression`).
 */
function preferredEncoding(
  header: string | string[] | undefined,
  noCompression = false,
): 'br' | 'gzip' | undefined {
  if (noCompression || header === undefined) return undefined;
  return negotiate(String(header).toLowerCase(), PAGE_ENCODINGS) ?? undefined;
}

/** Arabic letters' face (app/fonts.css), preloaded on Arabic pages as the Latin faces are on every page. */
const ARABIC_FONT = /^cairo-arabic-wght-normal-[\w-]+\.woff2$/;

/**
 * The app's HTML shell in each language: `<html lang dir>` (issue 36), its description (what a link
 * preview shows of every page but a product's) and no-JavaScript notice in the language, and on Arabic
 * pages a preload of the Arabic face (font-display: optional: fetched early, it is in time to be used).
 */
async function localizedShells(root: string, texts: ShellTexts): Promise<Record<Locale, string>> {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  const assets = await readdir(path.join(root, 'assets')).catch(() => [] as string[]);
  const arabicFont = assets.find((file) => ARABIC_FONT.test(file));
  const fontLink = arabicFont
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${arabicFont}" />`
    : '';
  const shell = (locale: Locale) => {
    const { metaDescription, noScript } = texts[locale].layout;
    const localized = html
      .replace(/<html\b[^>]*>/i, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/?>/i,
        () => `<meta name="description" content="${escapeHtml(metaDescription)}" />`,
      )
      .replace(/<noscript>[\s\S]*?<\/noscript>/i, () => `<noscript>${escapeHtml(noScript)}</noscript>`);
    return locale === 'ar' && fontLink
      ? localized.replace(/<title>/i, () => `${fontLink}\n    <title>`)
      : localized;
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, shell(locale)])) as Record<Locale, string>;
}

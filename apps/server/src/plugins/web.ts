import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A page of the web app as a feature rewrote it. */
export interface WebPage {
  html: string;
  /** The same page compressed, when it is kept so (a remembered server render). */
  encoded?: (encoding: 'br' | 'gzip') => Buffer;
  /** False for the page of something that does not exist (an unknown product): answered with a 404. */
  found: boolean;
}

export interface WebOptions {
  root: string;
  /** Lets a feature rewrite the HTML shell for a path (Open Graph tags of a product page). */
  transformHtml?: (html: string, request: FastifyRequest) => Promise<WebPage>;
}

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, and the SPA's
 * index.html for any other GET that is not under /api or /images. A path the app has no page for, or
 * the page of a missing product, is answered 404 with the app (which shows its Not Found page).
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const indexHtml = await readFile(path.join(opts.root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
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
    const page = opts.transformHtml
      ? await opts.transformHtml(indexHtml, request)
      : { html: indexHtml, found: true };
    const pathname = url.split(/[?#]/)[0] ?? url;
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
}

/**
 * The encoding of a compressed page for a request's Accept-Encoding: the one it weighs most, brotli on
 * a tie; undefined when it accepts neither (a `q=0` refuses) or asks for none (`x-no-compression`).
 */
export function preferredEncoding(
  header: string | string[] | undefined,
  noCompression = false,
): 'br' | 'gzip' | undefined {
  if (noCompression) return undefined;
  const weights = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return [name, q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

import { createHash } from 'node:crypto';
import type { Locale } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { catalogVersion } from './version-queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The version read to revalidate, before the answer (catalogue reads only, see catalogCaching). */
    catalogVersion: number | undefined;
    /** The version the answer's data was read at, which its ETag names (see recordEtagVersion). */
    catalogAnswerVersion: number | undefined;
  }
}

/**
 * Browsers always revalidate (max-age=0); a CDN or shared cache may answer from its copy for 5
 * seconds, which bounds how long a price change can be served stale behind one
 * (decision 043). Revalidation is a 304 that costs one read of the catalogue version.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** Weak: the same data may be sent compressed or not. One URL answers in each language: a tag each. */
export function catalogEtag(version: number, url: string, locale: Locale): string {
  const key = createHash('sha1').update(`${locale} ${url}`).digest('base64url').slice(0, 16);
  return `W/"${version.toString(36)}-${key}"`;
}

/**
 * The request header that picks an answer's language (plugins/locale.ts): a shared cache keeps one copy
 * per language. (The language cookie, read when the header is missing, is left out: browsers always
 * send the header, and a cache varying on cookies would keep a copy per visitor.)
 */
const VARY = 'accept-language';

/** Adds `accept-language` to the reply's Vary, beside what is there (compression adds accept-encoding). */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((name) => name.trim());
  if (!names.some((name) => name.toLowerCase() === VARY || name === '*')) {
    reply.header('vary', [...names, VARY].join(', '));
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 §13.1.2): the W/ prefix does not count.
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === opaque || candidate.slice(2) === opaque;
  });
}

/**
 * Route hooks for the public catalogue reads, whose answers change only with the catalogue version
 * (migrations 0002, 0004). A request with If-None-Match reads the version first and, when it
 * matches, is a 304 before the answer is computed; other requests get the version with their answer
 * (the answer's own statement reads it, or the memory it came from was checked against it, see
 * `recordEtagVersion`), which saves a round trip. Either way an answer is never labelled newer than its
 * data: at worst a client revalidates once too often. Only a 200 is marked cacheable (a 404 or 400
 * is not). `readVersion`: the version the route's answer follows (suggestions show no stock, so they
 * follow the search version of migration 0008 and keep their tags across orders). Answers are in the
 * requester's language: tags differ per language, and caches are told to vary on it.
 */
export function catalogCaching(
  db: Database,
  readVersion: (db: Database) => number | Promise<number> = catalogVersion,
) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers['if-none-match']) return;
      const version = await readVersion(db);
      request.catalogVersion = version;
      const etag = catalogEtag(version, request.url, request.locale);
      if (matches(request.headers['if-none-match'], etag)) {
        varyOnLanguage(reply);
        reply.code(304).header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL).send();
        return reply;
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 200 || request.catalogAnswerVersion === undefined) return;
      reply.header('etag', catalogEtag(request.catalogAnswerVersion, request.url, request.locale));
      reply.header('cache-control', CATALOG_CACHE_CONTROL);
      varyOnLanguage(reply);
    },
  };
}

/** Records the version the answer's data was read at (read with it, or before it), for its ETag. */
export function recordEtagVersion<T>(request: FastifyRequest, answer: { version: number; value: T }): T {
  request.catalogAnswerVersion = answer.version;
  return answer.value;
}

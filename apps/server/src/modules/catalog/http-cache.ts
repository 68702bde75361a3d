import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { catalogVersion } from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The version read before the answer (catalogue reads only, see catalogCaching). */
    catalogVersion: number | undefined;
    /** The answer's ETag, made from that version before the answer (see catalogCaching). */
    catalogEtag: string | undefined;
  }
}

/**
 * Browsers always revalidate (max-age=0); a CDN or shared cache may answer from its copy for 5
 * seconds, which bounds how long a price change can be served stale behind one
 * (docs/decisions/014). Revalidation is a 304 that costs one read of the catalogue version.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** Weak: the same data may be sent compressed or not. */
export function catalogEtag(version: number, url: string): string {
  const key = createHash('sha1').update(url).digest('base64url').slice(0, 16);
  return `W/"${version.toString(36)}-${key}"`;
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
 * (migrations 0002, 0004). The version is read before the answer, so an answer is never labelled
 * newer than its data: at worst a client revalidates once too often. A matching If-None-Match is
 * a 304 before the answer is computed. Only a 200 is marked cacheable (a 404 or 400 is not).
 * `readVersion`: the version the route's answer follows (suggestions show no stock, so they follow
 * the search version of migration 0008 and keep their tags across orders).
 */
export function catalogCaching(
  db: Database,
  readVersion: (db: Database) => Promise<number> = catalogVersion,
) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const version = await readVersion(db);
      const etag = catalogEtag(version, request.url);
      request.catalogVersion = version;
      request.catalogEtag = etag;
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304).header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL).send();
        return reply;
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 200 || request.catalogEtag === undefined) return;
      reply.header('etag', request.catalogEtag);
      reply.header('cache-control', CATALOG_CACHE_CONTROL);
    },
  };
}

import { allEndpoints, ROUTES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The request log keeps no secret (decision 086): a password-reset or e-mail confirmation link's token
 * is a route parameter (redacted by route), a password or token sent in a query string is redacted by its
 * key, and so are those of a body or headers the server logs, by pino's `redact`.
 */

/** What a secret is logged as. */
export const REDACTED = '[redacted]';

/** Route parameters that are secrets, in the web app's routes and the API's paths. */
const SECRET_PARAMS = new Set(['token']);

/** Query keys whose values are secrets: passwords, tokens, session and signing secrets, API keys. */
const SECRET_KEY = /pass|pwd|token|secret|jwt|auth|session|signature|cookie|^(api[_-]?)?key$/i;

/**
 * Where a secret would be in an object the server logged: a body's passwords and tokens, a request's
 * or headers' credentials. Fixed paths: pino's wildcards cost several times a log line's writing.
 */
const SECRET_FIELDS = ['password', 'confirmPassword', 'oldPassword', 'newPassword', 'token'].flatMap(
  (field) => [`body.${field}`, `req.body.${field}`, `request.body.${field}`],
);
const SECRET_HEADERS = ['authorization', 'cookie'].flatMap((header) => [
  `headers.${header}`,
  `req.headers.${header}`,
  `request.headers.${header}`,
]);

/**
 * A route with a secret parameter, by the literal segments just before it (`password`, `reset`): a
 * path holding those segments, under any prefix (`/ar`, `/fr`, the API's), has the segment that follows
 * redacted.
 */
interface SecretRoute {
  before: string[];
}

function secretRoutes(): SecretRoute[] {
  const routes = [...Object.values(ROUTES), ...allEndpoints.map((endpoint) => endpoint.path)];
  const found = new Map<string, SecretRoute>();
  for (const route of routes) {
    const segments = route.split('/').filter(Boolean);
    const at = segments.findIndex((s) => s.startsWith(':') && SECRET_PARAMS.has(s.slice(1)));
    if (at < 1) continue;
    const before = segments.slice(0, at).map((s) => s.toLowerCase());
    if (before.some((s) => s.startsWith(':'))) continue;
    found.set(before.join('/'), { before });
  }
  return [...found.values()];
}

const SECRET_ROUTES = secretRoutes();

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Each secret route's segments as a path spells them plainly ('/password/reset/'). */
const PLAIN_MARKERS = SECRET_ROUTES.map(({ before }) => `/${before.join('/')}/`);

/** The path with every secret route parameter redacted (segments compared decoded, in any case). */
function redactPath(path: string): string {
  // Most paths hold no secret route and nothing encoded: they are written as they are, at once.
  const lower = path.toLowerCase();
  if (!lower.includes('%') && !PLAIN_MARKERS.some((marker) => lower.includes(marker))) return path;
  const segments = path.split('/');
  const names = segments.map((segment) => decoded(segment).toLowerCase());
  let changed = false;
  for (const { before } of SECRET_ROUTES) {
    for (let i = 0; i + before.length < segments.length; i++) {
      if (before.every((segment, k) => names[i + k] === segment) && segments[i + before.length] !== '') {
        segments[i + before.length] = REDACTED;
        changed = true;
      }
    }
  }
  return changed ? segments.join('/') : path;
}

/** The query string with the value of every secret key redacted; the rest as it came. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const key = at === -1 ? pair : pair.slice(0, at);
      return SECRET_KEY.test(decoded(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request's URL as the log may hold it. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return redactPath(url);
  return `${redactPath(url.slice(0, at))}?${redactQuery(url.slice(at + 1))}`;
}

/** pino's options for the server's log: Fastify's request serializer with the URL redacted, and `redact`. */
export function redactingLogOptions() {
  return {
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: { paths: [...SECRET_FIELDS, ...SECRET_HEADERS], censor: REDACTED },
  };
}

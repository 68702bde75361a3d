import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { API_PREFIX, messages, type Role } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config.js';
import { Forbidden, Unauthorized } from '../lib/errors.js';

/**
 * Who may call a route. Every /api route must declare one in `config.access`; building the app fails
 * otherwise, so a new route can never be open by accident.
 * - `public`: anyone.
 * - `user`: any signed-in user.
 * - `admin`: signed-in admins.
 * - `{ owner: 'userId' }`: the signed-in user whose id is that path parameter (`admin: true` also lets
 *   admins through, for the admin screens).
 */
export type Access = 'public' | 'user' | 'admin' | { owner: string; admin?: boolean };

export interface TokenPayload {
  id: string;
  role: Role;
  ver: number;
}

/** One registered /api route and its rule (the access-matrix test walks them all). */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's own body limit, when it sets one (uploads); otherwise the app's. */
  bodyLimit?: number;
  /** The route confirms the token's version in its own statement (`config.confirmsToken`). */
  confirmsToken?: true;
  /** Its schemas (the contract test checks they are its endpoint's). */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A bearer token that also opens the route, for a machine rather than a user (the metrics
     * scraper's METRICS_TOKEN). Undefined: the access rule alone decides.
     */
    machineToken?: string;
    /**
     * On a 'user' route: the access layer checks the token's signature only, and the route's own
     * first statement reads the user's token version and hands it to `confirmToken`, instead of a
     * round trip of its own before the handler (the checkout: that round trip was a tenth of its
     * CPU, bench README). Until then `unconfirmedUserOf` gives the id to check, and nothing else;
     * a route that answers 2xx without confirming answers 500 instead.
     */
    confirmsToken?: boolean;
    /**
     * On a 'public' route: a signed-in caller is known. A token, when one is sent, is checked as on a
     * 'user' route (401 when it is bad) and sets `request.auth`; without one the caller is a guest.
     */
    optionalUser?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route registered so far, with its access rule. */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, set on every route that is not public (and on an `optionalUser` one). */
    auth: TokenPayload | null;
    /** On a `confirmsToken` route: the token, correctly signed, whose version is not confirmed yet. */
    unconfirmed: TokenPayload | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

const TOKEN_LIFETIME = '7d';

/** Returns the current token version and role of a user, whether it is blocked, or undefined when it is gone. */
export type UserLookup = (
  id: string,
) => Promise<{ token_version: number; role: Role; blocked: boolean } | undefined>;

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; lookupUser: UserLookup }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('auth', null);
    app.decorateRequest('unconfirmed', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      const confirmsToken = route.config?.confirmsToken;
      // Checked on every route, not only the API's: the onRequest hook skips the role check for it.
      if (confirmsToken && route.config?.access !== 'user') {
        throw new Error(`Route ${route.method} ${route.url}: confirmsToken is for 'user' routes only`);
      }
      if (confirmsToken) route.onSend = [route.onSend ?? []].flat().concat(refuseUnconfirmed);
      if (!route.url.startsWith(API_PREFIX)) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        apiRoutes.push({
          method,
          url: route.url,
          access: checkedRule(method, route.url, route.config?.access),
          bodyLimit: route.bodyLimit,
          schema: route.schema,
          ...(confirmsToken && { confirmsToken: true }),
        });
      }
    });

    // onRequest, before the body is parsed or validated: a guest learns nothing about a route's
    // payload and cannot make the server parse an upload it will refuse anyway.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') {
        if (request.routeOptions.config.optionalUser && request.headers.authorization) {
          request.auth = await authenticate(request, opts.lookupUser);
        }
        return;
      }
      if (presentsToken(request, request.routeOptions.config.machineToken)) return;
      if (request.routeOptions.config.confirmsToken) {
        request.unconfirmed = await signedToken(request);
        return;
      }
      const auth = await authenticate(request, opts.lookupUser);
      request.auth = auth;
      if (access === 'user') return;
      if (access === 'admin') {
        if (auth.role !== 'admin') throw new Forbidden();
        return;
      }
      const ownerId = (request.params as Record<string, string | undefined>)[access.owner];
      if (ownerId === auth.id) return;
      if (access.admin && auth.role === 'admin') return;
      throw new Forbidden();
    });
  },
);

/** The signed-in user of a route that is not public (the access hook has checked the token). */
export function authOf(request: FastifyRequest): TokenPayload {
  if (!request.auth) throw new Unauthorized(messages.loginRequired);
  return request.auth;
}

/**
 * The user of a `confirmsToken` route, for its statement to read their token version, and the version
 * the token claims (a statement may compare them itself; `confirmToken` still has to be called).
 */
export function unconfirmedUserOf(request: FastifyRequest): { id: string; ver: number } {
  if (!request.unconfirmed) throw new Unauthorized(messages.loginRequired);
  return { id: request.unconfirmed.id, ver: request.unconfirmed.ver };
}

/**
 * Confirms the token of a `confirmsToken` route with the version its statement read (undefined: the
 * user is gone), as the access layer would have: 401 unless it is the token's. A route may confirm
 * again with a later statement's reading. The role is 'user': such routes are for any signed-in user,
 * and an admin's rights are not checked here.
 */
export function confirmToken(request: FastifyRequest, currentVersion: number | undefined): TokenPayload {
  const token = request.unconfirmed ?? (request.routeOptions.config.confirmsToken ? request.auth : null);
  if (!token || currentVersion !== token.ver) throw new Unauthorized(messages.loginRequired);
  request.unconfirmed = null;
  request.auth = { id: token.id, role: 'user', ver: token.ver };
  return request.auth;
}

/** A `confirmsToken` route that succeeded without confirming the token is a bug: it must not pass. */
async function refuseUnconfirmed(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.unconfirmed && reply.statusCode < 400) {
    throw new Error(`${request.method} ${request.url} answered without confirming the token (confirmToken)`);
  }
  return payload;
}

function checkedRule(method: string, url: string, access: Access | undefined): Access {
  if (!access) throw new Error(`Route ${method} ${url} declares no access rule (config.access)`);
  if (typeof access === 'object' && !url.split('/').includes(`:${access.owner}`)) {
    throw new Error(`Route ${method} ${url}: owner rule names :${access.owner}, which is not in the path`);
  }
  return access;
}

/**
 * The per-IP limit of the routes that anyone can hammer (login, register, forgot password, contact):
 * `config: { access: 'public', rateLimit: authRateLimit(app.config) }`.
 */
export function authRateLimit(config: Pick<Config, 'authRateLimit'>) {
  return { max: config.authRateLimit, timeWindow: '1 minute' };
}

/** Compared as digests, in constant time: the answer's timing must not tell how much of it matched. */
function presentsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

const tokenPayload = z.object({ id: z.guid(), role: z.enum(['user', 'admin']), ver: z.int() });

// One answer for every bad token (forged, expired, revoked, malformed): the client signs in again.

/** The token's payload when it is correctly signed, current in time and well formed; else 401. */
async function signedToken(request: FastifyRequest): Promise<TokenPayload> {
  if (!request.headers.authorization?.startsWith('Bearer ')) throw new Unauthorized(messages.loginRequired);
  const payload = tokenPayload.safeParse(await request.jwtVerify().catch(() => undefined)).data;
  if (!payload) throw new Unauthorized(messages.loginRequired);
  return payload;
}

async function authenticate(request: FastifyRequest, lookupUser: UserLookup): Promise<TokenPayload> {
  const payload = await signedToken(request);
  const user = await lookupUser(payload.id);
  if (!user || user.token_version !== payload.ver) throw new Unauthorized(messages.loginRequired);
  // A blocked account's tokens are refused while it stays blocked, with a message a person can act on.
  if (user.blocked) throw new Forbidden(messages.accountBlocked);
  // The role is the token's (docs/product.md §9), but a demoted user's old token stops granting admin rights.
  return {
    id: payload.id,
    role: user.role === 'admin' && payload.role === 'admin' ? 'admin' : 'user',
    ver: payload.ver,
  };
}

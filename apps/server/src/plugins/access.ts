import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { API_PREFIX, messages, type Role } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A bearer token that also opens the route, for a machine rather than a user (the metrics
     * scraper's METRICS_TOKEN). Undefined: the access rule alone decides.
     */
    machineToken?: string;
  }
  interface FastifyInstance {
    /** Every /api route registered so far, with its access rule. */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, set on every route that is not public. */
    auth: TokenPayload | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const TOKEN_LIFETIME = '7d';

/** Returns the current token version and role of a user, or undefined when the user is gone. */
export type UserLookup = (id: string) => Promise<{ token_version: number; role: Role } | undefined>;

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; lookupUser: UserLookup }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('auth', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        apiRoutes.push({
          method,
          url: route.url,
          access: checkedRule(method, route.url, route.config?.access),
          bodyLimit: route.bodyLimit,
        });
      }
    });

    // onRequest, before the body is parsed or validated: a guest learns nothing about a route's
    // payload and cannot make the server parse an upload it will refuse anyway.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      if (presentsToken(request, request.routeOptions.config.machineToken)) return;
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

async function authenticate(request: FastifyRequest, lookupUser: UserLookup): Promise<TokenPayload> {
  if (!request.headers.authorization?.startsWith('Bearer ')) throw new Unauthorized(messages.loginRequired);
  // One answer for every bad token (forged, expired, revoked, malformed): the client signs in again.
  const payload = tokenPayload.safeParse(await request.jwtVerify().catch(() => undefined)).data;
  const user = payload && (await lookupUser(payload.id));
  if (!payload || !user || user.token_version !== payload.ver) throw new Unauthorized(messages.loginRequired);
  // The role is the token's (spec §6), but a demoted user's old token stops granting admin rights.
  return {
    id: payload.id,
    role: user.role === 'admin' && payload.role === 'admin' ? 'admin' : 'user',
    ver: payload.ver,
  };
}

import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
  role: 'user' | 'admin';
  ver: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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
export type UserLookup = (
  id: string,
) => Promise<{ token_version: number; role: 'user' | 'admin' } | undefined>;

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; lookupUser: UserLookup }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1') || route.method === 'HEAD') return;
      if (!route.config?.access) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
      }
    });

    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
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

async function authenticate(request: FastifyRequest, lookupUser: UserLookup): Promise<TokenPayload> {
  if (!request.headers.authorization?.startsWith('Bearer ')) throw new Unauthorized();
  let payload: TokenPayload;
  try {
    payload = await request.jwtVerify<TokenPayload>();
  } catch {
    throw new Unauthorized('Your session has expired, please login again');
  }
  const user = await lookupUser(payload.id);
  if (!user || user.token_version !== payload.ver) {
    throw new Unauthorized('Your session has expired, please login again');
  }
  // The role is the token's (spec §6), but a demoted user's old token stops granting admin rights.
  return {
    id: payload.id,
    role: user.role === 'admin' && payload.role === 'admin' ? 'admin' : 'user',
    ver: payload.ver,
  };
}

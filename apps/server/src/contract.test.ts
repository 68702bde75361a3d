import { API_PREFIX, allEndpoints, type Endpoint } from '@shop/shared';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from './plugins/access.js';
import { createTestApp, type TestApp } from './test/helper.js';

/**
 * The API contract (`endpoints` in packages/shared) and the server's routes are the same set: every
 * endpoint is registered, every /api route is an endpoint, and each route validates, serialises and
 * documents with its endpoint's schemas (`routeOf`). A route written with its own path or schema, or an
 * endpoint nobody answers, fails here.
 */

type Registered = Pick<ApiRoute, 'method' | 'url' | 'schema'>;

const SCHEMA_PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
  ['headers', 'headers'],
  ['responses', 'response'],
] as const satisfies readonly (readonly [keyof Endpoint, keyof FastifySchema])[];

const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Every difference between the registered routes and the contract, one line each. */
function contractMismatches(routes: readonly Registered[], contract: readonly Endpoint[]): string[] {
  const declared = new Map(contract.map((endpoint) => [keyOf(endpoint.method, endpoint.path), endpoint]));
  const registered = new Set<string>();
  const problems: string[] = [];
  for (const route of routes) {
    const path = route.url.slice(API_PREFIX.length);
    const key = keyOf(route.method, path);
    registered.add(key);
    const endpoint = declared.get(key);
    if (!endpoint) {
      problems.push(`${key}: registered, but not in the contract`);
      continue;
    }
    for (const [part, fastifyPart] of SCHEMA_PARTS) {
      const schema = (route.schema as Record<string, unknown> | undefined)?.[fastifyPart];
      if (schema !== endpoint[part]) problems.push(`${key}: its ${fastifyPart} schema is not the contract's`);
    }
  }
  for (const key of declared.keys()) {
    if (!registered.has(key)) problems.push(`${key}: in the contract, but no route answers it`);
  }
  return problems;
}

describe('the API contract', () => {
  it('finds a route missing from the contract, an endpoint without a route, and a schema of its own', async () => {
    const { z } = await import('zod');
    const body = z.object({ name: z.string() });
    const responses = { 200: z.object({ success: z.literal(true) }) };
    const contract: Endpoint[] = [
      { method: 'POST', path: '/things', tags: [], body, responses },
      { method: 'GET', path: '/things/:id', tags: [], params: z.object({ id: z.string() }), responses },
    ];
    const routes: Registered[] = [
      { method: 'POST', url: `${API_PREFIX}/things`, schema: { body: z.object({}), response: responses } },
      { method: 'DELETE', url: `${API_PREFIX}/things/:id`, schema: {} },
    ];
    expect(contractMismatches(routes, contract)).toEqual([
      "POST /things: its body schema is not the contract's",
      'DELETE /things/:id: registered, but not in the contract',
      'GET /things/:id: in the contract, but no route answers it',
    ]);
  });

  describe('and the server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('register the same endpoints with the same schemas', () => {
      expect(t.app.apiRoutes.length).toBe(allEndpoints.length);
      expect(contractMismatches(t.app.apiRoutes, allEndpoints)).toEqual([]);
    });
  });

  it('declares each endpoint once, with a params schema naming every parameter of its path', () => {
    const keys = allEndpoints.map((endpoint) => keyOf(endpoint.method, endpoint.path));
    expect(new Set(keys).size).toBe(keys.length);
    const unnamed = allEndpoints.flatMap((endpoint) => {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      return names
        .filter((name) => !(name in shape))
        .map((name) => `${keyOf(endpoint.method, endpoint.path)}: :${name}`);
    });
    expect(unnamed).toEqual([]);
  });
});

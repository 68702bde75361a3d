import type { Endpoint } from '@shop/shared';

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** Fastify's schema of a contract endpoint: what validates, serialises and documents its route. */
type SchemaOf<E extends Endpoint> = Defined<{
  tags: string[];
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  headers: E['headers'];
  response: E['responses'];
}>;

export interface RouteOf<E extends Endpoint> {
  method: E['method'];
  url: E['path'];
  schema: SchemaOf<E>;
}

/**
 * A route's method, URL and schemas, from its endpoint in the shared contract (`endpoints`). The route
 * adds its access rule, options and handler:
 * `app.route({ ...routeOf(endpoints.cart.get), config: { access: 'user' }, handler })`.
 */
export function routeOf<const E extends Endpoint>(endpoint: E): RouteOf<E> {
  const schema: Record<string, unknown> = { tags: [...endpoint.tags], response: endpoint.responses };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  return { method: endpoint.method, url: endpoint.path, schema } as unknown as RouteOf<E>;
}

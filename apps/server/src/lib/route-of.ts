import type { Endpoint } from '@shop/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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

interface RouteOf<E extends Endpoint> {
  method: E['method'];
  url: E['path'];
  schema: SchemaOf<E>;
}

/**
 * A route's method, URL and schemas, from its endpoint in the shared contract (`endpoints`); its entry
 * in the module's map (`registerRoutes`) adds its access rule, options and handler.
 */
function routeOf<const E extends Endpoint>(endpoint: E): RouteOf<E> {
  const schema: Record<string, unknown> = { tags: [...endpoint.tags], response: endpoint.responses };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  return { method: endpoint.method, url: endpoint.path, schema } as unknown as RouteOf<E>;
}

/** The Fastify instance a module's plugin receives (zod type provider). */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a module adds to an endpoint's route: its access rule, options and handler, typed by the endpoint. */
type RouteFor<E extends Endpoint> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'method' | 'url' | 'schema'
>;

/** A group of the contract: endpoints, or groups of them (`endpoints.settings.dollarRate`). */
export interface EndpointGroup {
  readonly [name: string]: Endpoint | EndpointGroup;
}

/** A module's routes for a contract group: one entry per endpoint, by the endpoint's name, no more. */
export type RoutesOf<G extends EndpointGroup> = {
  [K in keyof G]: G[K] extends Endpoint
    ? RouteFor<G[K]>
    : G[K] extends EndpointGroup
      ? RoutesOf<G[K]>
      : never;
};

const isEndpoint = (value: Endpoint | EndpointGroup): value is Endpoint =>
  typeof value.method === 'string' && typeof value.path === 'string';

/**
 * Registers a module's routes: each endpoint of `group` with its entry in `routes`. The map is checked
 * by the type checker against the group, so an endpoint without a route, or a route the contract does
 * not declare, fails `npm run typecheck` (contract.test.ts checks the same at run time across modules).
 */
export function registerRoutes<const G extends EndpointGroup>(
  app: RouteApp,
  group: G,
  routes: NoInfer<RoutesOf<G>>,
): void {
  for (const [name, entry] of Object.entries(group)) {
    const route = (routes as Record<string, unknown>)[name];
    if (isEndpoint(entry)) app.route({ ...routeOf(entry), ...(route as RouteFor<Endpoint>) } as RouteOptions);
    else registerRoutes(app, entry, route as RoutesOf<EndpointGroup>);
  }
}

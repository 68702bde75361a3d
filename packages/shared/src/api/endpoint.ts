import type { z } from 'zod';
import { API_PREFIX } from '../paths.js';

/**
 * One endpoint of the JSON API, declared once: the server registers its route from it (method, path,
 * schemas) and the web app's client calls it through it (URL, body and answer types). `path` is
 * under API_PREFIX, in Fastify's syntax (':id', ':segment?' for an optional segment).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** OpenAPI's grouping (the owning feature). */
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The body may also come as multipart form data (files, or text fields as a form sends them). */
  multipart?: true;
  /** The answers by status: each 2xx the route sends (errors are the app's one error shape). */
  responses: { readonly [status: number]: z.ZodType };
}

/** Declares an endpoint, keeping its literal types (path, schemas) for the server and the client. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type ParamName<Segment extends string> = Segment extends `:${infer Name}?`
  ? { optional: Name }
  : Segment extends `:${infer Name}`
    ? { required: Name }
    : never;

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : Path;

/** The names of a path's required or optional parameters. */
type Names<Path extends string, Kind extends 'required' | 'optional'> =
  ParamName<Segments<Path>> extends infer P
    ? P extends { [K in Kind]: infer N extends string }
      ? N
      : never
    : never;

/** The values of a path's parameters ('/cart/:userId' → { userId: string }), as text. */
export type PathParams<Path extends string> = { [K in Names<Path, 'required'>]: string } & {
  [K in Names<Path, 'optional'>]?: string;
};

type QueryValue = string | number | boolean | null | undefined;

/** A query's values as a URL carries them: any scalar (or a list repeating the key); blanks are left out. */
export type QueryValues = Record<string, QueryValue | readonly QueryValue[]>;

type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? { [K in keyof z.input<E['query']>]: QueryValue | readonly QueryValue[] }
  : never;

type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']> | (E['multipart'] extends true ? FormData : never)
  : never;

type HeadersOf<E extends Endpoint> = E['headers'] extends z.ZodType ? z.input<E['headers']> : never;

/** Each part a call of `E` may carry; `never` where E has none. */
type Parts<E extends Endpoint> = {
  params: keyof PathParams<E['path']> extends never ? never : PathParams<E['path']>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  headers: HeadersOf<E>;
};

/** The parts E has. */
type Present<P> = { [K in keyof P]: [P[K]] extends [never] ? never : K }[keyof P];

/** The parts a call may leave out: those an empty object satisfies (a body is always sent when E has one). */
type Omittable<P> = {
  [K in keyof P]: [P[K]] extends [never]
    ? never
    : K extends 'body'
      ? never
      : Record<string, never> extends P[K]
        ? K
        : never;
}[keyof P];

type Flatten<T> = { [K in keyof T]: T[K] };

/**
 * What a call of `E` sends: its path parameters, query, body and headers, each where E has one; a part
 * with nothing required (a query of optional filters) may be left out.
 */
export type RequestOf<E extends Endpoint> = Flatten<
  { [K in Exclude<Present<Parts<E>>, Omittable<Parts<E>>>]: Parts<E>[K] } & {
    [K in Omittable<Parts<E>>]?: Parts<E>[K];
  }
>;

/** What a successful call of `E` answers: the JSON of any of its 2xx responses. */
export type ResponseOf<E extends Endpoint> = {
  [S in keyof E['responses']]: S extends 200 | 201 | 202 | 204 ? z.output<E['responses'][S]> : never;
}[keyof E['responses']];

/**
 * Encodes a query string. Keys keep their brackets ('price[gte]') because the server reads them
 * literally; a list repeats its key; null and undefined are left out.
 */
export function toQueryString(query: QueryValues = {}): string {
  const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((item): item is string | number | boolean => item !== null && item !== undefined)
      .map((item) => `${encodeKey(key)}=${encodeURIComponent(String(item))}`),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The endpoint's path with its parameters filled in (each encoded; an absent optional one left out). */
export function endpointPath(path: string, params: Record<string, string | undefined> = {}): string {
  return path.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new TypeError(`${path}: no value for :${name}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
}

/** What the URL of a call of `E` needs: its path's parameters (when it has some) and any query. */
type UrlRequest<E extends Endpoint> = string extends E['path']
  ? { params?: Record<string, string | undefined>; query?: QueryValues }
  : keyof PathParams<E['path']> extends never
    ? { query?: QueryValues }
    : Record<string, never> extends PathParams<E['path']>
      ? { params?: PathParams<E['path']>; query?: QueryValues }
      : { params: PathParams<E['path']>; query?: QueryValues };

/**
 * The URL a call of `E` asks (API_PREFIX, path, query string). The web app's client and the server's
 * first-screen rendering both build URLs with it, so an answer embedded in a page is found by its URL;
 * tests, e2e and benches build theirs with it too (a path parameter left out fails the typecheck).
 */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  ...[request]: Record<string, never> extends UrlRequest<E>
    ? [request?: UrlRequest<E>]
    : [request: UrlRequest<E>]
): string {
  const { params, query } = (request ?? {}) as {
    params?: Record<string, string | undefined>;
    query?: QueryValues;
  };
  return `${API_PREFIX}${endpointPath(endpoint.path, params)}${toQueryString(query)}`;
}

import { randomUUID } from 'node:crypto';
import { messages } from '@shop/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Forbidden } from '../lib/errors.js';
import { signUp, signUpAdmin, type TestUser } from '../modules/accounts/testing.js';
import { snapshotDatabase } from '../test/db-snapshot.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import type { ApiRoute } from './access.js';

/**
 * Hostile input on every registered /api/v1 route, read from the route table (so routes added later
 * are walked too), sent as a caller the access layer lets through (the owner on owner paths, an admin
 * elsewhere) so that parsing and validation are really reached. Every answer must be a 4xx in the
 * API's shape (docs/product.md §13), and the database must be exactly as it was.
 */

/** A hostile request and, where the answer is fixed by the global layer, the exact answer. */
interface Probe {
  label: string;
  request: Omit<InjectOptions, 'method'>;
  expect?: { status: number; message: string };
}

const NUL = 'a\u0000b';
const unstorable = { status: 400, message: messages.unstorableCharacters };
const malformedMultipart = { status: 400, message: messages.malformedMultipart };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const json = { 'content-type': 'application/json' };

/** The field names a route's schemas declare, from the OpenAPI document built from the route table. */
interface RouteFields {
  path: string[];
  query: string[];
  /** Body field names and the JSON types their schemas accept (none when the schema names none). */
  body: [string, string[]][];
  /** The body may be left out (a bare POST), which reaches the handler as null. */
  bodyMayBeNull: boolean;
}

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content: Record<string, { schema?: { nullable?: boolean; properties?: Record<string, JsonSchemaType> } }>;
  };
};

type JsonSchemaType = { type?: string | string[]; nullable?: boolean; anyOf?: JsonSchemaType[] };

/** The JSON types a field's schema accepts: `integer | null` for a nullable amount, say. */
function typesOf(schema: JsonSchemaType): string[] {
  const own = schema.anyOf ? schema.anyOf.flatMap(typesOf) : [schema.type ?? []].flat();
  return schema.nullable ? [...own, 'null'] : own;
}

function fieldsOf(t: TestApp, route: ApiRoute): RouteFields {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const content = Object.values(operation.requestBody?.content ?? {})[0];
  return {
    path: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
    query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    body: Object.entries(content?.schema?.properties ?? {}).map(([name, schema]) => [name, typesOf(schema)]),
    bodyMayBeNull: content?.schema?.nullable === true,
  };
}

function pathProbes(route: ApiRoute, fields: RouteFields, urlWith: UrlBuilder): Probe[] {
  const owner = typeof route.access === 'object' ? route.access.owner : undefined;
  return fields.path.flatMap((param) => [
    {
      label: `NUL in :${param}`,
      request: { url: urlWith({ [param]: encodeURIComponent(NUL) }) },
      // The owner's id is the only value the access layer lets through on an owner path.
      expect: param === owner ? { status: 403, message: new Forbidden().message } : unstorable,
    },
    { label: `huge :${param}`, request: { url: urlWith({ [param]: 'x'.repeat(300) }) } },
  ]);
}

function queryProbes(fields: RouteFields, url: string): Probe[] {
  const q = (query: string) => `${url}?${query}`;
  return [
    {
      label: 'NUL in an unknown query key',
      request: { url: q(`x=${encodeURIComponent(NUL)}`) },
      expect: unstorable,
    },
    { label: 'NUL in a query name', request: { url: q(`${encodeURIComponent(NUL)}=1`) }, expect: unstorable },
    ...fields.query.flatMap((key) => {
      const name = encodeURIComponent(key);
      return [
        {
          label: `NUL in ?${key}`,
          request: { url: q(`${name}=${encodeURIComponent(NUL)}`) },
          expect: unstorable,
        },
        { label: `array for ?${key}`, request: { url: q(`${name}=a&${name}=b`) } },
      ];
    }),
  ];
}

function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
}

function multipart(boundary: string, fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** Values of every JSON type but the field's own (a number field may also take a numeric string). */
function wrongValuesFor(types: string[]): unknown[] {
  const candidates: [string, unknown][] = [
    ['string', 'not-a-number'],
    ['number', 42],
    ['boolean', true],
    ['null', null],
    ['array', ['a']],
    ['object', { a: 'b' }],
  ];
  const own = types.map((type) => (type === 'integer' ? 'number' : type));
  const accepted = own.length ? own : ['string', 'number'];
  return candidates.filter(([kind]) => !accepted.includes(kind)).map(([, value]) => value);
}

function bodyProbes(fields: RouteFields, url: string, bodyLimit: number): Probe[] {
  const keys = [...fields.body.map(([name]) => name), 'x'];
  const types = Object.fromEntries(fields.body);
  const send = (payload: string | Buffer, headers: Record<string, string> = json) => ({
    url,
    payload,
    headers,
  });
  const perField = keys.flatMap((key): Probe[] => [
    { label: `NUL in .${key}`, request: send(JSON.stringify({ [key]: NUL })), expect: unstorable },
    {
      label: `NUL nested in .${key}`,
      request: send(JSON.stringify({ [key]: { inner: ['ok', { deeper: NUL }] } })),
      expect: unstorable,
    },
    { label: `lone surrogate in .${key}`, request: send(`{"${key}":"a\\ud800b"}`), expect: unstorable },
    {
      // A lone surrogate's bytes (ED A0 80), which are not UTF-8: decoded leniently they became U+FFFD.
      label: `invalid UTF-8 in .${key}`,
      request: send(
        Buffer.concat([Buffer.from(`{"${key}":"a`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('b"}')]),
      ),
      expect: unstorable,
    },
    {
      label: `NUL in multipart field ${key}`,
      request: send(multipart('x', { [key]: NUL }), { 'content-type': 'multipart/form-data; boundary=x' }),
      expect: unstorable,
    },
    {
      // Bytes that are not UTF-8 in a multipart text field: busboy decoded them as U+FFFD, stored as is.
      label: `invalid UTF-8 in multipart field ${key}`,
      request: send(
        Buffer.concat([
          Buffer.from(`--x\r\nContent-Disposition: form-data; name="${key}"\r\n\r\na`),
          Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]),
          Buffer.from('b\r\n--x--\r\n'),
        ]),
        { 'content-type': 'multipart/form-data; boundary=x' },
      ),
      expect: unstorable,
    },
    ...wrongValuesFor(types[key] ?? ['string']).map((wrong) => ({
      label: `${JSON.stringify(wrong)} for .${key}`,
      request: send(JSON.stringify({ [key]: wrong })),
    })),
    { label: `huge .${key}`, request: send(JSON.stringify({ [key]: 'x'.repeat(200_000) })) },
    { label: `deeply nested .${key}`, request: send(`{"${key}":${deeplyNested(10_000)}}`) },
  ]);
  return [
    ...perField,
    { label: 'NUL in a body key', request: send(JSON.stringify({ [NUL]: 'x' })), expect: unstorable },
    ...['[]', '"text"', '42', ...(fields.bodyMayBeNull ? [] : ['null']), deeplyNested(10_000)].map(
      (payload) => ({
        label: `body ${payload.slice(0, 12)}`,
        request: send(payload),
      }),
    ),
    {
      label: 'malformed JSON',
      request: send('{"a":'),
      expect: { status: 400, message: messages.malformedJson },
    },
    {
      label: 'body over the limit',
      request: send(JSON.stringify({ x: 'x'.repeat(bodyLimit + 1) })),
      expect: { status: 413, message: messages.bodyTooLarge },
    },
    {
      label: 'multipart garbage with a boundary',
      request: send('garbage\r\n--y\r\n', { 'content-type': 'multipart/form-data; boundary=x' }),
      expect: malformedMultipart,
    },
    {
      label: 'multipart without a boundary',
      request: send(multipart('x', { a: 'b' }), { 'content-type': 'multipart/form-data' }),
      expect: malformedMultipart,
    },
    {
      label: 'truncated multipart',
      request: send('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
        'content-type': 'multipart/form-data; boundary=x',
      }),
      expect: malformedMultipart,
    },
  ];
}

type UrlBuilder = (overrides?: Record<string, string>) => string;

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** A URL for the route: the owner's id in the owner parameter, unknown ids elsewhere. */
function urlBuilder(route: ApiRoute): UrlBuilder {
  const ownerParam = typeof route.access === 'object' ? route.access.owner : undefined;
  return (overrides = {}) =>
    route.url.replace(
      /:(\w+)/g,
      (_match, name: string) => overrides[name] ?? (name === ownerParam ? owner.user._id : randomUUID()),
    );
}

function probesFor(route: ApiRoute): Probe[] {
  const fields = fieldsOf(t, route);
  const urlWith = urlBuilder(route);
  const url = urlWith();
  return [
    ...pathProbes(route, fields, urlWith),
    ...queryProbes(fields, url),
    ...(BODY_METHODS.has(route.method)
      ? bodyProbes(fields, url, route.bodyLimit ?? t.app.initialConfig.bodyLimit ?? 1024 * 1024)
      : []),
  ];
}

/** What is wrong with the answer to a probe, or undefined when it is a right refusal. */
function problemWith(probe: Probe, status: number, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 80)}`;
  }
  const shaped =
    typeof parsed === 'object' &&
    parsed !== null &&
    Object.keys(parsed).sort().join() === 'message,success' &&
    (parsed as { success: unknown }).success === false &&
    typeof (parsed as { message: unknown }).message === 'string';
  if (!shaped || status < 400 || status >= 500) return `${status} ${body.slice(0, 120)}`;
  const { message } = parsed as { message: string };
  if (probe.expect && (probe.expect.status !== status || probe.expect.message !== message)) {
    return `expected ${probe.expect.status} "${probe.expect.message}", got ${status} "${message}"`;
  }
  // A refusal by the access layer would mean validation was never reached.
  if (!probe.expect && (status === 401 || status === 403)) return `refused by access: ${message}`;
  return undefined;
}

describe('hostile input on every /api/v1 route', () => {
  it('answers a 4xx in the API error shape and changes nothing in the database', {
    timeout: 600_000,
  }, async () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const headers = typeof route.access === 'object' ? owner.headers : admin.headers;
      const before = await snapshotDatabase(t.db);
      for (const probe of probesFor(route)) {
        const res = await t.app.inject({
          ...probe.request,
          method: route.method as InjectOptions['method'],
          headers: { ...headers, ...probe.request.headers },
        });
        requests += 1;
        const problem = problemWith(probe, res.statusCode, res.body);
        if (problem) problems.push(`${route.method} ${route.url} [${probe.label}]: ${problem}`);
      }
      const after = await snapshotDatabase(t.db);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        problems.push(`${route.method} ${route.url}: the database changed`);
      }
    }
    console.log(`hardening walk: ${routes.length} routes, ${requests} requests`);
    expect(problems).toEqual([]);
  });
});

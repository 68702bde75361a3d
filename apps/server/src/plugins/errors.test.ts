import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { endpoints, endpointUrl, IMAGE_LIMITS, messages } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

/**
 * Errors that `inject` cannot produce, because they happen in Node's HTTP parser, in the router or
 * while the server closes: each is sent over a real socket to a listening app and must still answer
 * `{ success: false, message }`.
 */

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

function parse(raw: string): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, end);
  return { status: Number(headers.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

/** Sends `text` as is and collects everything the server writes until it closes the connection. */
async function rawExchange(port: number, text: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let raw = '';
  socket.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
  });
  socket.on('error', () => {});
  await once(socket, 'connect');
  socket.write(text);
  await once(socket, 'close');
  return raw;
}

async function rawRequest(port: number, text: string): Promise<RawResponse> {
  return parse(await rawExchange(port, text));
}

const request = (head: string, body = '') =>
  `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${body ? `Content-Length: ${body.length}\r\n` : ''}\r\n${body}`;

function expectShape(res: RawResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(res.body)).toEqual({ success: false, message });
}

const run = promisify(execFile);

/** Sends 50 JSON bodies of 5 MB to limited routes, one at a time; prints how each ended. */
const OVERSIZED_CLIENT = `
import { request } from 'node:http';
const port = Number(process.argv[1]);
const body = Buffer.alloc(5 * 1024 * 1024, 'a');
const paths = ${JSON.stringify([endpoints.accounts.login, endpoints.accounts.register, endpoints.contact.send].map((e) => endpointUrl(e)))};
const outcomes = {};
for (let i = 0; i < 50; i++) {
  const outcome = await new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', 'content-length': body.length };
    const req = request({ host: '127.0.0.1', port, path: paths[i % 3], method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(res.statusCode + ' ' + text));
    });
    req.on('error', (error) => resolve('error ' + error.code));
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 65536);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
  outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
}
console.log(JSON.stringify(outcomes));
`;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('errors outside the error handler, over a real socket', () => {
  it('answers Content-Length: abc with a 400 in the API error shape', async () => {
    const res = await rawRequest(
      port,
      `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n{}`,
    );
    expectShape(res, 400, messages.malformedRequest);
  });

  it('answers a query string over the header limit with a 431 in the API error shape', async () => {
    const res = await rawRequest(
      port,
      request(`GET /api/v1/products?keyword=${'a'.repeat(20_000)} HTTP/1.1`),
    );
    expectShape(res, 431, messages.headersTooLarge);
  });

  it('answers a huge header with a 431 in the API error shape', async () => {
    const res = await rawRequest(
      port,
      request(`GET ${endpointUrl(endpoints.health.check)} HTTP/1.1\r\nX-Big: ${'b'.repeat(20_000)}`),
    );
    expectShape(res, 431, messages.headersTooLarge);
  });

  it('answers a request line that is not HTTP with a 400 in the API error shape', async () => {
    const res = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expectShape(res, 400, messages.malformedRequest);
  });

  it('answers a path that cannot be decoded with a 400 in the API error shape', async () => {
    const res = await rawRequest(port, request('GET /api/v1/products/%E0%A4%A HTTP/1.1'));
    expectShape(res, 400, messages.malformedRequest);
  });

  it('answers an over-long path parameter with a 414 in the API error shape', async () => {
    const res = await rawRequest(port, request(`GET /api/v1/products/${'x'.repeat(300)} HTTP/1.1`));
    expectShape(res, 414, messages.malformedRequest);
  });

  it('answers an unknown API route with a 404 in the API error shape', async () => {
    const res = await rawRequest(port, request('GET /api/v1/nowhere HTTP/1.1'));
    expectShape(res, 404, 'Route GET /api/v1/nowhere not found');
  });

  it('answers an unsupported content type with a 415 in the API error shape', async () => {
    const res = await rawRequest(
      port,
      request(
        `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nContent-Type: application/xml`,
        '<login/>',
      ),
    );
    expectShape(res, 415, messages.unsupportedContentType);
  });

  it('answers a body over the limit with a 413 in the API error shape', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(1_100_000) });
    const res = await rawRequest(
      port,
      request(
        `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nContent-Type: application/json`,
        body,
      ),
    );
    expectShape(res, 413, messages.bodyTooLarge);
  });

  it('lets a client that keeps sending a body over the limit read the 413 (50 bodies of 5 MB)', async () => {
    // Another process sends them, as a client on the network does: most of each body after the answer.
    // Not spawnSync: the server under test answers from this process's event loop.
    const client = await run(process.execPath, ['--input-type=module', '-e', OVERSIZED_CLIENT, String(port)]);
    expect(client.stderr).toBe('');
    const answer = `413 ${JSON.stringify({ success: false, message: messages.bodyTooLarge })}`;
    expect(JSON.parse(client.stdout)).toEqual({ [answer]: 50 });
  });

  it('answers multipart without a boundary with a 400 in the API error shape', async () => {
    const res = await rawRequest(
      port,
      request(
        `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nContent-Type: multipart/form-data`,
        'garbage',
      ),
    );
    expectShape(res, 400, messages.malformedMultipart);
  });

  it('answers a file over the upload limit with a 413 in the API error shape', async () => {
    const file = 'x'.repeat(IMAGE_LIMITS.maxBytes + 1);
    const body = `--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${file}\r\n--x--\r\n`;
    const res = await rawRequest(
      port,
      request(
        `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x`,
        body,
      ),
    );
    expectShape(res, 413, messages.fileTooLarge);
  });

  it('answers too many files with a 413 in the API error shape', async () => {
    const file = (i: number) =>
      `--x\r\nContent-Disposition: form-data; name="f${i}"; filename="${i}.jpg"\r\n\r\nx\r\n`;
    const body = `${Array.from({ length: 13 }, (_, i) => file(i)).join('')}--x--\r\n`;
    const res = await rawRequest(
      port,
      request(
        `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x`,
        body,
      ),
    );
    expectShape(res, 413, messages.tooManyParts);
  });
});

describe('a request that arrives while the server drains', () => {
  it('is turned away with a 503 in the API error shape, after the in-flight one is answered', {
    timeout: 120_000,
  }, async () => {
    const closingApp = await createTestApp();
    await closingApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port: closingPort } = closingApp.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const socket = connect(closingPort, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    await once(socket, 'connect');
    // The first request is in flight (body incomplete) when the close begins, so the connection stays.
    const inFlight = once(closingApp.app.server, 'request');
    socket.write(
      `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`,
    );
    await inFlight;
    const closed = closingApp.close();
    await expect.poll(() => closingApp.app.server.listening).toBe(false);
    socket.write(
      `${body.slice(4)}GET ${endpointUrl(endpoints.health.check)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    await once(socket, 'close');
    await closed;

    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/).map(parse);
    expect(first?.status).toBe(401);
    expect(second).toBeDefined();
    expectShape(second as RawResponse, 503, messages.serverClosing);
  });
});

describe('a request whose body stops half-way', () => {
  it('is answered 408 in the API error shape and its connection closed, once the request timeout passes', async () => {
    const slowApp = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    try {
      await slowApp.app.listen({ port: 0, host: '127.0.0.1' });
      const { port: slowPort } = slowApp.app.server.address() as AddressInfo;
      // 100 bytes announced, 12 sent, then nothing: without a timeout the server waited for ever.
      const res = await rawRequest(
        slowPort,
        `POST ${endpointUrl(endpoints.accounts.login)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100\r\n\r\n{"email":"a"',
      );
      expectShape(res, 408, messages.requestTimeout);
    } finally {
      await slowApp.close();
    }
  });
});

import http from 'node:http';
import type { Socket } from 'node:net';
import { AmountOutOfRange, format, messages } from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';
import { isMultipartParseError } from './input.js';

/**
 * One mapping from every error to `{ success: false, message }`: domain errors keep their status and
 * message, validation errors give the first schema message (the wording of docs/product.md §15), malformed
 * bodies a 400, an amount too large to compute exactly a 409, and anything unexpected a 500 whose details
 * stay in the log. Errors that never reach Fastify's error handler (Node's HTTP parser, routing, a closing
 * server) get the same shape through `errorShapeOptions` and the hooks below.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      return sendError(reply, 400, message);
    }
    if (isMultipartParseError(error, request)) {
      return sendError(reply, 400, messages.malformedMultipart);
    }
    // A sum of many pieces at very large prices (each price alone is within the input limits).
    if (error instanceof AmountOutOfRange) {
      return sendError(reply, 409, messages.amountTooLarge);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, clientMessage(error));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, messages.serverError);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
    return sendError(reply, 404, messages.notFound);
  });

  // Requests that arrive on a kept-alive connection while the server drains (return503OnClosing is
  // off, see errorShapeOptions) are turned away here, in our shape, before any work is done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new HttpError(503, messages.serverClosing);
  });

  // A body refused before it was read (too large for the route, or its parser failed) is answered at
  // once, and Fastify closes the connection. A client still sending it then got a reset instead of
  // the answer (9 of 50 bodies of 5 MB did). So the rest is read and dropped before the answer goes
  // out, up to DRAIN_LIMIT bytes: a longer body is cut off as before.
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing || request.raw.readableEnded || reply.getHeader('connection') !== 'close') return payload;
    await drain(request.raw, DRAIN_LIMIT);
    return payload;
  });
});

/** Reads and drops the rest of a request's body; resolves at its end, or once `limit` bytes are read. */
function drain(body: http.IncomingMessage, limit: number): Promise<void> {
  return new Promise((resolve) => {
    if (body.readableEnded || body.destroyed) return resolve();
    let read = 0;
    body.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) {
        body.pause();
        resolve();
      }
    });
    for (const event of ['end', 'error', 'close']) body.once(event, () => resolve());
    body.resume();
  });
}

/** The most of a refused body read and dropped so that its client can read the answer. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/**
 * Sends the error shape with plain JSON: a route's response schema for the same status (the health
 * check's 503, say) describes its own answer, not ours, and must not turn an error into a 500.
 */
function sendError(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ success: false, message });
}

/** Fastify constructor options that put errors raised outside the error handler in our shape. */
export const errorShapeOptions = {
  return503OnClosing: false,
  clientErrorHandler,
  /** Routing errors: a URL that cannot be decoded (400), a too long path parameter (414). */
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    void sendError(reply, status, messages.malformedRequest);
  },
} as const;

/**
 * Errors of Node's HTTP parser (`Content-Length: abc`, headers or URL over the size limit, a request
 * that times out): there is no request object yet, so the answer is written on the socket.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error.code);
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function clientErrorAnswer(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, messages.headersTooLarge];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, messages.requestTimeout];
    default:
      return [400, messages.malformedRequest];
  }
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.malformedJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedContentType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return messages.malformedRequest;
    case 'FST_REQ_FILE_TOO_LARGE':
      return messages.fileTooLarge;
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return messages.tooManyParts;
    default:
      return error.message;
  }
}

/** The rate limiter's answer: thrown, so it leaves through the error handler like any other. */
export function tooManyRequests(after: string): HttpError {
  return new HttpError(429, format(messages.tooManyRequests, { after }));
}

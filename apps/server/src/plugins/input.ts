import multipart from '@fastify/multipart';
import { IMAGE_LIMITS, messages } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequest } from '../lib/errors.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the body is parsed (multipart included) and the input guard has run. */
    inputChecked: boolean;
  }
}

/**
 * Every request's input, for every route present and future, before validation and any handler:
 * - multipart bodies are parsed into `request.body` like JSON ones (fields as strings, files as
 *   Buffers), so the same zod schema validates both;
 * - strings PostgreSQL cannot store are refused with a 400 (docs/decisions/006-unstorable-input.md):
 *   a NUL character, or a lone UTF-16 surrogate (the driver would silently store U+FFFD instead),
 *   in any path parameter, query value, body field or object key, however deeply nested.
 * - a JSON body must be valid UTF-8: decoded leniently, its invalid bytes (a lone surrogate's ED A0 80
 *   among them) would become U+FFFD, the silent substitution the guard refuses.
 * - so must a multipart text field: busboy decodes its bytes leniently, so an invalid one arrives as
 *   U+FFFD, which the guard refuses in multipart fields (a shopper does not type U+FFFD; JSON, decoded
 *   strictly, may carry it).
 * The guard is a root preValidation hook registered after multipart's, so it sees the parsed body.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new BadRequest(messages.unstorableCharacters), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_LIMITS.maxBytes, files: IMAGE_LIMITS.maxFiles },
  });
  app.decorateRequest('inputChecked', false);
  app.addHook('preValidation', async (request) => {
    request.inputChecked = true;
    if (!isStorable([request.params, request.query, request.body])) {
      throw new BadRequest(messages.unstorableCharacters);
    }
    if (request.isMultipart() && hasReplacementCharacter(request.body)) {
      throw new BadRequest(messages.unstorableCharacters);
    }
  });
});

/**
 * True when the error comes from parsing a multipart body (busboy's plain errors: no boundary,
 * garbage, a truncated form), which happens in multipart's preValidation hook, before the guard.
 */
export function isMultipartParseError(error: { statusCode?: number }, request: FastifyRequest): boolean {
  return error.statusCode === undefined && request.isMultipart() && !request.inputChecked;
}

/** Whether a multipart body's text fields (strings, or lists of them) hold U+FFFD: bytes that were not UTF-8. */
function hasReplacementCharacter(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  return Object.values(body)
    .flat()
    .some((value) => typeof value === 'string' && value.includes('\uFFFD'));
}

/** Walks the value without recursion, so a deeply nested body cannot overflow the stack. */
function isStorable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isStorableString(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableString(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorableString(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

// Query and params objects have their own prototypes, so any object counts, except Buffers
// (uploaded files): binary, not text.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

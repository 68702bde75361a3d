import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

/**
 * One mapping from every error to `{ success: false, message }`: domain errors keep their status and
 * message, validation errors give the first schema message (the spec's wording), malformed bodies a
 * 400, and anything unexpected a 500 whose details stay in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    return reply.status(404).send({ success: false, message: 'Not found' });
  });
});

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      return error.message;
  }
}

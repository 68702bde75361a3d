import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { messages } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE } from './storage.js';

/** A storage key as the image URLs write it: folders and file names, never `..` or a leading `/`. */
const KEY = /^[\w-]+(\/[\w.-]+)*$/;

/**
 * Serves stored images at /images. Keys never change content, so they are cached for a year. The
 * local folder goes through the static plugin; object storage is read through the driver (unless
 * image URLs point at a CDN, in which case this route is only a fallback).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const root = app.media.localRoot;
  if (root) {
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const key = request.params['*'];
    const object = KEY.test(key) && !key.includes('..') ? await app.media.read(key) : undefined;
    if (!object) return reply.status(404).send({ success: false, message: messages.notFound });
    reply.header('cache-control', IMMUTABLE_CACHE).type(object.contentType);
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
}

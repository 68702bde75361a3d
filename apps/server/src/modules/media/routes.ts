import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves locally stored images at /images. Keys never change content, so they are cached for a year. */
export async function mediaRoutes(app: FastifyInstance) {
  const root = app.media.localRoot;
  if (!root) return;
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}

import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify route answering a constant body (a real listing's bytes, read once), so
 * the load test shows what HTTP alone costs on this machine for a response of that size.
 */
const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close());

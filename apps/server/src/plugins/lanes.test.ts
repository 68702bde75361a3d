import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Turns } from '../lib/turns.js';
import { LONGEST_TURN_MS, lanesPlugin } from './lanes.js';

/** A promise and its resolver: a handler that answers when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/**
 * An app with one turn: `/slow` answers when its gate opens, `/next` at once, `/express` skips the line.
 * A turn is held for a minute unless the test says otherwise: a request that should not wait for it
 * would time the test out.
 */
async function oneTurnApp(longestTurnMs = 60_000) {
  const app = Fastify();
  await app.register(lanesPlugin, { concurrency: 1, longestTurnMs });
  const slow = gate();
  const started: string[] = [];
  app.get('/slow', async () => {
    started.push('slow');
    await slow.opened;
    return 'slow';
  });
  app.get('/next', async () => {
    started.push('next');
    return 'next';
  });
  app.get('/express', { config: { lane: 'express' } }, async () => {
    started.push('express');
    return 'express';
  });
  close = () => app.close();
  return { app, slow, started };
}

describe('turns', () => {
  it('lets `limit` holders in and the rest in the order they asked', async () => {
    const turns = new Turns(2);
    const order: number[] = [];
    for (const n of [1, 2, 3, 4]) turns.take(() => order.push(n));
    expect(order).toEqual([1, 2]);
    expect([turns.held, turns.waiting]).toEqual([2, 2]);
    turns.give();
    await new Promise(setImmediate);
    expect(order).toEqual([1, 2, 3]);
    turns.give();
    turns.give();
    await new Promise(setImmediate);
    expect(order).toEqual([1, 2, 3, 4]);
    expect([turns.held, turns.waiting]).toEqual([1, 0]);
  });
});

describe('lanes', () => {
  it('answers an express route while the turn is held, and the next request after it', async () => {
    const { app, slow, started } = await oneTurnApp();
    const slowAnswer = app.inject('/slow');
    await waitFor(() => started.includes('slow'));
    const nextAnswer = app.inject('/next');
    expect((await app.inject('/express')).body).toBe('express');
    expect(started).toEqual(['slow', 'express']);
    slow.open();
    expect((await slowAnswer).body).toBe('slow');
    expect((await nextAnswer).body).toBe('next');
    expect(started).toEqual(['slow', 'express', 'next']);
  });

  it(`gives a turn held longer than ${LONGEST_TURN_MS} ms to the next request`, async () => {
    const { app, slow, started } = await oneTurnApp(LONGEST_TURN_MS);
    const slowAnswer = app.inject('/slow');
    await waitFor(() => started.includes('slow'));
    const before = performance.now();
    expect((await app.inject('/next')).body).toBe('next');
    // Not at once (the turn was held), and without waiting for the slow one to answer.
    expect(performance.now() - before).toBeGreaterThanOrEqual(LONGEST_TURN_MS / 2);
    expect(started).toEqual(['slow', 'next']);
    slow.open();
    await slowAnswer;
  });

  it('gives the turn of a client that left back', async () => {
    const { app, slow, started } = await oneTurnApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const left = http.get({ host: '127.0.0.1', port, path: '/slow' });
    left.on('error', () => {});
    await waitFor(() => started.includes('slow'));
    const waiting = fetch(`http://127.0.0.1:${port}/next`).then((res) => res.text());
    left.destroy();
    expect(await waiting).toBe('next');
    slow.open();
  });
});

/** Resolves once `check` holds, polling each turn of the event loop. */
async function waitFor(check: () => boolean) {
  while (!check()) await new Promise(setImmediate);
}

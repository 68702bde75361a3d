import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Turns } from '../lib/turns.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's turns: how many requests hold one and wait for one (the metrics' gauges). */
    turns: Pick<Turns, 'held' | 'waiting'>;
  }
  interface FastifyContextConfig {
    /**
     * `express`: the route is worked on as soon as it arrives, without waiting for a turn among the
     * other requests (plugins/lanes.ts). Only for answers that cost a fraction of a millisecond.
     */
    lane?: 'express';
  }
}

/**
 * A request that has held its turn this long is waiting on something (a long report, a slow database
 * statement), not working: its turn goes to the next, so one slow request cannot stop the shop.
 */
export const LONGEST_TURN_MS = 25;

/**
 * Requests take turns (decision 108): at most `concurrency` are worked on at once, the rest wait in the
 * order they came. Without turns every open request interleaves its steps with all the others', so on a
 * busy process a live-search keystroke waited behind the work of every other open request (suggest p99
 * 24 ms at 16 connections, bench README); express routes (the header's live search, answered from
 * memory) skip the line and wait behind at most `concurrency` requests' steps.
 *
 * A turn is given back when the answer is handed to the network (onSend, which every answer passes), not
 * when the client has read it (a slow phone downloading a picture does not hold one), when the client
 * leaves, or after LONGEST_TURN_MS whatever happened.
 */
export const lanesPlugin = fp(
  async (app: FastifyInstance, options: { concurrency: number; longestTurnMs?: number }) => {
    const turns = new Turns(options.concurrency);
    app.decorate('turns', turns);
    const holding = new Map<FastifyRequest, NodeJS.Timeout>();
    const giveBack = (request: FastifyRequest) => {
      const timer = holding.get(request);
      if (timer === undefined) return;
      clearTimeout(timer);
      holding.delete(request);
      turns.give();
    };

    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config.lane === 'express') return done();
      turns.take(() => {
        // A client that left while it waited is not worked on for long: its turn goes straight back.
        if (request.raw.destroyed) turns.give();
        else
          holding.set(
            request,
            setTimeout(giveBack, options.longestTurnMs ?? LONGEST_TURN_MS, request).unref(),
          );
        done();
      });
    });
    app.addHook('onSend', async (request) => giveBack(request));
    app.addHook('onRequestAbort', async (request) => giveBack(request));
  },
);

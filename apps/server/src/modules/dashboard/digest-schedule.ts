import { shopDateParts, shopDayOf } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { ownerLocale } from '../accounts/index.js';
import { composeDigest } from './digest.js';
import { claimDigestDay, releaseDigestDay } from './digest-queries.js';

/** What a tick did: too early, today settled already, another process sent it, sent, or failed to send. */
type DigestTick = 'early' | 'settled' | 'taken' | 'sent' | 'failed';

export interface DigestSchedule {
  /** Looks whether today's digest is due and, when due and not yet taken by a process, sends it. */
  tick(): Promise<DigestTick>;
  /** Stops ticking; waits for a digest being sent. */
  stop(): Promise<void>;
}

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'words' | 'log'>;

/**
 * The owner's morning digest, once a shop day whatever the number of processes (decision 093). Each
 * process ticks every `everyMs`; from `hour` o'clock in Beirut, its first tick of the day inserts the
 * day's row (`digest_days`), and only the process whose insert succeeded sends the digest. A process
 * then knows the day is settled and asks the database nothing more until the next. A digest that did
 * not leave gives its day back, for the next tick of any process. `auto: false` leaves the ticking to
 * the caller (tests, with their own `clock`).
 */
export function scheduleDigest(
  app: App,
  options: { hour: number; clock?: () => Date; everyMs?: number; auto?: boolean },
): DigestSchedule {
  const { hour, clock = () => new Date(), everyMs = 60_000, auto = true } = options;
  let settled: string | undefined;
  let running: Promise<DigestTick> | undefined;

  const tickOnce = async (): Promise<DigestTick> => {
    const now = clock();
    const day = shopDayOf(now);
    if (settled === day) return 'settled';
    if (Number(shopDateParts(now).hour) < hour) return 'early';
    if (!(await claimDigestDay(app.db, day))) {
      settled = day;
      app.log.info({ day }, 'the morning digest was sent by another process');
      return 'taken';
    }
    try {
      await app.mailer.send(await composeDigest(app, day, await ownerLocale(app.db, app.config.shop.email)));
      settled = day;
      app.log.info({ day }, 'the morning digest was sent');
      return 'sent';
    } catch (err) {
      app.log.error({ err, day }, 'the morning digest could not be sent; a later tick tries again');
      await releaseDigestDay(app.db, day);
      return 'failed';
    }
  };
  // One tick at a time in a process: a slow mail server never lets two of its own overlap.
  const tick = () => {
    running ??= tickOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  const logged = () =>
    void tick().catch((err: unknown) => app.log.error({ err }, 'the morning digest tick failed'));
  const timer = auto ? setInterval(logged, everyMs) : undefined;
  timer?.unref();
  if (auto) logged();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

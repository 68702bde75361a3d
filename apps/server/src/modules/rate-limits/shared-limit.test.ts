import { endpoints, endpointUrl } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp, testDatabaseKind } from '../../test/helper.js';
import { deleteEndedWindows } from './queries.js';

const LIMIT = 4;
const login = {
  method: 'POST' as const,
  url: endpointUrl(endpoints.accounts.login),
  payload: { email: 'a@b.co', password: 'wrong-one' },
};

/**
 * Two servers on one database (two processes behind a load balancer) share the per-IP limits: the
 * counters live in the database (modules/rate-limits), not in each process.
 */
describe(`rate limits shared by two servers on ${testDatabaseKind}`, () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof createSiblingApp>>;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
    other = await createSiblingApp(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('refuses the attempt after the limit, counted across both servers', async () => {
    const servers = [t.app, other.app];
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await servers[i % 2]?.inject({ ...login, remoteAddress: '10.1.0.1' });
      codes.push(res?.statusCode ?? 0);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // Either server now refuses that client…
    expect((await t.app.inject({ ...login, remoteAddress: '10.1.0.1' })).statusCode).toBe(429);
    // …while another client and another limited route keep their own budgets.
    expect((await other.app.inject({ ...login, remoteAddress: '10.1.0.2' })).statusCode).toBe(401);
    const forgot = await other.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.accounts.forgotPassword),
      payload: { email: 'nobody@example.com' },
      remoteAddress: '10.1.0.1',
    });
    expect(forgot.statusCode).not.toBe(429);
  });

  it('counts attempts made at the same moment on both servers exactly', async () => {
    const burst = Array.from({ length: 2 * LIMIT }, (_, i) =>
      [t.app, other.app][i % 2]?.inject({ ...login, remoteAddress: '10.1.0.3' }),
    );
    const codes = (await Promise.all(burst)).map((res) => res?.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(LIMIT);
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i <= LIMIT; i++) await t.app.inject({ ...login, remoteAddress: '10.1.0.4' });
    expect((await other.app.inject({ ...login, remoteAddress: '10.1.0.4' })).statusCode).toBe(429);
    // The window's end as the database keeps it, moved into the past: no waiting a whole minute.
    await t.db
      .updateTable('rate_limit_hits')
      .set({ resets_at: new Date(Date.now() - 1000) })
      .where('key', 'like', `%${endpointUrl(endpoints.accounts.login)} %10.1.0.4`)
      .execute();
    expect((await other.app.inject({ ...login, remoteAddress: '10.1.0.4' })).statusCode).toBe(401);
  });

  it('forgets ended windows when cleaning up, and keeps the running ones', async () => {
    await t.db
      .insertInto('rate_limit_hits')
      .values([
        { key: 'ended', hits: 3, resets_at: new Date(Date.now() - 1000) },
        { key: 'running', hits: 2, resets_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    await deleteEndedWindows(t.db);
    const keys = await t.db
      .selectFrom('rate_limit_hits')
      .select('key')
      .where('key', 'in', ['ended', 'running'])
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['running']);
  });
});

import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { freshServerState } from './serverState';

describe('freshServerState', () => {
  it('hydrates a page rendered a while ago as data fetched now: not stale, not asked again', async () => {
    const server = new QueryClient();
    const now = Date.now();
    server.setQueryData(['shop'], { name: 'Mira' }, { updatedAt: now - 3_600_000 });
    const json = JSON.stringify(dehydrate(server));
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, freshServerState(json, now) ?? {});
    const query = browser.getQueryCache().find({ queryKey: ['shop'] });
    expect(query?.state.data).toEqual({ name: 'Mira' });
    expect(query?.state.dataUpdatedAt).toBe(now);
    expect(query?.isStaleByTime(30_000)).toBe(false);
    // As hydrated without it, an hour-old answer would be stale and fetched again on mount.
    const old = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(old, JSON.parse(json));
    expect(
      old
        .getQueryCache()
        .find({ queryKey: ['shop'] })
        ?.isStaleByTime(30_000),
    ).toBe(true);
  });

  it('reads nothing from a missing or broken element', () => {
    expect(freshServerState(null)).toBeUndefined();
    expect(freshServerState('{"queries":')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { RecentSearchVersion } from './recent-search-version.js';

/** A RecentSearchVersion on a hand-moved clock whose reads answer when the test says. */
function fixture(windowMs: number) {
  let now = 1000;
  let version = 7;
  const reads: Array<{ startedAt: number; answer: () => void }> = [];
  const recent = new RecentSearchVersion(
    () =>
      new Promise<number>((resolve) => {
        const read = version;
        reads.push({ startedAt: now, answer: () => resolve(read) });
      }),
    windowMs,
    () => now,
  );
  return {
    recent,
    reads,
    /** Answers the oldest read not answered yet. */
    answer: async () => {
      reads.shift()?.answer();
      await Promise.resolve();
      await Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
    },
    change: () => {
      version++;
    },
  };
}

describe('RecentSearchVersion', () => {
  it('answers from a read that started under the window ago, and reads again at the window', async () => {
    const f = fixture(20);
    const first = f.recent.get();
    expect(first).toBeInstanceOf(Promise);
    await f.answer();
    expect(await first).toBe(7);

    f.advance(9);
    expect(f.recent.get()).toBe(7);
    expect(f.reads).toHaveLength(0);

    f.change();
    f.advance(11); // 20 ms after the read started: too old to answer
    const again = f.recent.get();
    expect(again).toBeInstanceOf(Promise);
    await f.answer();
    expect(await again).toBe(8);
  });

  it('starts one read ahead once the held read is half the window old, and keeps answering meanwhile', async () => {
    const f = fixture(20);
    const first = f.recent.get();
    await f.answer();
    await first;

    f.advance(10);
    f.change();
    expect(f.recent.get()).toBe(7);
    expect(f.recent.get()).toBe(7);
    expect(f.reads).toHaveLength(1);
    await f.answer();
    // The read ahead started 10 ms in: it holds until 30 ms, when the first would have expired at 20.
    f.advance(15);
    expect(f.recent.get()).toBe(8);
  });

  it('holds nothing read before forget(), even a read that answers after it', async () => {
    const f = fixture(20);
    const first = f.recent.get();
    await f.answer();
    await first;
    f.advance(12);
    expect(f.recent.get()).toBe(7); // and a read ahead starts
    f.advance(1);
    f.change();
    f.recent.forget();
    await f.answer(); // the read ahead, started before the change was known: not held
    const after = f.recent.get();
    expect(after).toBeInstanceOf(Promise);
    await f.answer();
    expect(await after).toBe(8);
    expect(f.recent.get()).toBe(8);
  });

  it('reads on every call with a window of 0', async () => {
    const f = fixture(0);
    const first = f.recent.get();
    await f.answer();
    await first;
    expect(f.recent.get()).toBeInstanceOf(Promise);
    expect(f.reads).toHaveLength(1);
  });
});

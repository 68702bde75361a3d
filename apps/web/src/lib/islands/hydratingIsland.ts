/**
 * Whether an island reached by the shopper is being hydrated right now: true while `islands.tsx` runs
 * its `hydrateRoot`, which Preact does in one go (decision 115); its parts that hydrate on their own
 * (`HydrateOnItsOwn`) then wait a task each. Never in the app, which React hydrates. (A part Preact
 * draws anew in that pass, where the server's HTML has none, would wait a task too: a mismatch, which
 * the islands' Preact logs as an error.)
 */
let hydrating = false;

export const hydratingIsland = () => hydrating;

/** Runs `hydrate`, an island's hydration, with `hydratingIsland()` true. */
export function asIslandHydration(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

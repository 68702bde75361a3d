/**
 * Whether an island is being hydrated right now: true while the islands' `hydrateRoot`
 * (./preact/reactDomClient.ts, decision 115) runs, which Preact does in one go. Never in the app, which
 * React hydrates.
 */
let hydrating = false;

export const hydratingIsland = () => hydrating;

/** Runs `hydrate`, an island's hydration, with `hydratingIsland()` true. */
export function asIslandHydration<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

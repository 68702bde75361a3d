/**
 * What the islands' build (vite.config.ts, decision 115) gives every `import … from 'react'`: Preact's
 * compat layer, with React's `identifierPrefix` kept (each island's ids its own, as on the server) and
 * the one hook React Router imports that compat lacks.
 */
import compat, { useId as compatUseId, createContext, useContext } from 'preact/compat';

// Every name of compat's module; its types declare it as one namespace (`export =`), which a re-export
// of all its names cannot name. Only ./reactDomClient.ts and its test import this module by its path.
// @ts-expect-error TS2498
export * from 'preact/compat';

/** The island's `identifierPrefix` (`hydrateRoot`'s option, see ./reactDomClient.ts). */
export const IdentifierPrefix = createContext('');

/** React's `useId` under a root's `identifierPrefix`: two islands never share an id. */
export function useId(): string {
  return useContext(IdentifierPrefix) + compatUseId();
}

/**
 * React Router imports it for its data routers' pending navigations; the islands' router is a plain
 * `<Router>` (../islandRouter.tsx), which never calls it. Outside a transition React shows the state
 * as it is, which is what this does.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => undefined];
}

/** `import React from 'react'` (react-hook-form's, MUI's): compat's names with the two above. */
export default { ...compat, useId, useOptimistic };

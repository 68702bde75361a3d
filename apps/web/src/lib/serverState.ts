import type { DehydratedState } from '@tanstack/react-query';
import { parseJson } from './pageData';

/**
 * A server render's query cache (its JSON in the page) as the app hydrates it. The server may send a
 * page it rendered earlier, but only while the answers it was rendered from are still the API's
 * (decision 082): its data counts as fetched now, so the app does not ask for it again at once.
 */
export function freshServerState(json: string | null, now = Date.now()): DehydratedState | undefined {
  const state = parseJson(json) as DehydratedState | undefined;
  if (!state || !Array.isArray(state.queries)) return undefined;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

import { endpoints, SUGGEST_MIN_LENGTH } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /products/suggest?q=: up to 8 products whose name or code contains q (header live search). */
const getSuggestions = (q: string, signal?: AbortSignal) =>
  api.call(endpoints.catalog.suggest, { query: { q }, signal }).then((response) => response.suggestions);

const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['suggestions', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
    // The list keeps the last answer while the next word loads, instead of blinking.
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (q: string) => useQuery(suggestionsQuery(q));

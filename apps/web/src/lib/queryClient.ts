import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The app's TanStack Query client: the SPA's, the islands' (decision 098) and each server render's. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; only network and server failures are worth another try.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

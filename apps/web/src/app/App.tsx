import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../lib/api';
import { browserStyleCache } from '../lib/styleCache';
import { ToastProvider } from '../lib/toast';
import { AppRoutes, routerOptions } from './routes';
import { theme } from './theme';

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

/** Everything around the router: server state, theme and notifications (tests wrap a MemoryRouter). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * The whole shop around a router: the browser's, or the server's (entry-server.tsx), which renders the
 * same tree so that the browser can hydrate it. `serverState` is the server render's query cache.
 */
export function Shop({
  queryClient,
  serverState,
  children,
}: {
  queryClient: QueryClient;
  serverState?: DehydratedState;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <HydrationBoundary state={serverState}>{children}</HydrationBoundary>
      </AppProviders>
    </StrictMode>
  );
}

const queryClient = createQueryClient();

/** The shop in the browser. `onMounted` runs once the first screen is committed (hydrated or rendered). */
export function App({ serverState, onMounted }: { serverState?: DehydratedState; onMounted?: () => void }) {
  const [styleCache] = useState(browserStyleCache);
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <CacheProvider value={styleCache}>
      <Shop queryClient={queryClient} serverState={serverState}>
        {/* Declarative mode: data fetching is TanStack Query's job, and the data router would add ~19 KB gzip. */}
        <BrowserRouter {...routerOptions}>
          <AppRoutes />
        </BrowserRouter>
      </Shop>
    </CacheProvider>
  );
}

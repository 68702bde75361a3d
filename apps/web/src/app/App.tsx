import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { localePrefix } from '@shop/shared';
import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { type Language, LanguageProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/queryClient';
import { ToastProvider } from '../lib/toast';
import { AppRoutes, routerOptions } from './routes';
import { themeOf } from './theme';

/**
 * Everything around the router: server state, the page's language, theme (in its direction) and
 * notifications (tests wrap a MemoryRouter).
 */
export function AppProviders({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider language={language}>
        <ThemeProvider theme={themeOf(language.dir)}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}

/**
 * The whole shop around a router: the browser's, or the server's (entry-server.tsx), which renders the
 * same tree so that the browser can hydrate it. `serverState` is the server render's query cache.
 */
export function Shop({
  queryClient,
  language,
  serverState,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  serverState?: DehydratedState;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} language={language}>
        <HydrationBoundary state={serverState}>{children}</HydrationBoundary>
      </AppProviders>
    </StrictMode>
  );
}

const queryClient = createQueryClient();

/**
 * The shop in the browser, in the page's language (its routes under the language's prefix: `/ar/…`).
 * `onMounted` runs once the first screen is committed (hydrated or rendered).
 */
export function App({
  language,
  styleCache,
  serverState,
  onMounted,
}: {
  language: Language;
  styleCache: EmotionCache;
  serverState?: DehydratedState;
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <CacheProvider value={styleCache}>
      <Shop queryClient={queryClient} language={language} serverState={serverState}>
        {/* Declarative mode: data fetching is TanStack Query's job, and the data router would add ~19 KB gzip. */}
        <BrowserRouter basename={localePrefix(language.locale) || undefined} {...routerOptions}>
          <AppRoutes />
        </BrowserRouter>
      </Shop>
    </CacheProvider>
  );
}

import type { PostedForm } from '@shop/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import type { Location } from 'react-router';
import { PostedFormContext } from '../forms/postedForm';
import { type Language, LanguageProvider } from '../i18n';
import { MuiFrameContext } from '../muiFrame';
import { type PageHead, PageHeadContext } from '../usePageTitle';
import { IslandRouter } from './islandRouter';

export interface IslandContext {
  /** The page's one query client: islands share its answers, as the app's screens do. */
  queryClient: QueryClient;
  language: Language;
  /** The page's location as the server drew it. */
  location: Location;
  /** The form the server answered with this page (decision 085). */
  posted: PostedForm | undefined;
  /** The server render's collector of the page's title (none in the browser). */
  head: PageHead | null;
  /** MUI's frame for the parts that keep MUI, loaded when one shows (the browser's; none on the server). */
  muiFrame?: ComponentType<{ children: ReactNode }>;
}

/**
 * What every island is rendered in, on the server (React) and as the browser hydrates it (Preact, decision
 * 115; the same tree on both sides): the page's query cache, language, router and posted form.
 * `onMounted` runs once the island is the browser's.
 */
export function IslandRoot({
  context,
  onMounted,
  children,
}: {
  context: IslandContext;
  onMounted?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  const { queryClient, language, location, posted, head, muiFrame } = context;
  return (
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <QueryClientProvider client={queryClient}>
          <LanguageProvider language={language}>
            <PostedFormContext.Provider value={posted}>
              <MuiFrameContext.Provider value={muiFrame ?? null}>
                <IslandRouter initial={location}>{children}</IslandRouter>
              </MuiFrameContext.Provider>
            </PostedFormContext.Provider>
          </LanguageProvider>
        </QueryClientProvider>
      </PageHeadContext.Provider>
    </StrictMode>
  );
}

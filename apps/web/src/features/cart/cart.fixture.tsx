import { en } from '@shop/shared/i18n/en';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createLanguage, type Language, LanguageProvider } from '../../lib/i18n';
import { type Shop, shopQuery } from '../../lib/shop';

/** A client whose shop shows prices in pounds, the default (no request is made). */
function poundsShop() {
  const client = new QueryClient();
  client.setQueryData(shopQuery.queryKey, { priceDisplay: 'lbp', dollarRate: 0 } as Shop);
  return client;
}

/**
 * Test support for the cart's components: `ui` on a page in `language` of a shop that shows prices in
 * pounds, rendered inside an awaited `act`. The components read the pages' words with `use()`, which
 * React's `act` counts as asynchronous even once they are loaded: a synchronous `act` (a bare `render`)
 * stops at the form's first effects and leaves them queued, with the warning "A component suspended
 * inside an `act` scope". Awaited, every update of the first render is done before the test looks.
 */
export const renderInShop = (ui: ReactElement, language: Language = createLanguage('en', en)) =>
  act(async () =>
    render(ui, {
      wrapper: ({ children }) => (
        <QueryClientProvider client={poundsShop()}>
          <LanguageProvider language={language}>{children}</LanguageProvider>
        </QueryClientProvider>
      ),
    }),
  );

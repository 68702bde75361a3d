import { en } from '@shop/shared/i18n/en';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createLanguage, type Language, LanguageProvider } from '../../lib/i18n';
import { type Shop, shopQuery } from '../../lib/shop';

/** A client whose shop shows prices in pounds, the default (no request is made). */
function poundsShop() {
  const client = new QueryClient();
  client.setQueryData(shopQuery.queryKey, { priceDisplay: 'lbp', dollarRate: 0 } as Shop);
  return client;
}

/** Test support for the cart's components: `ui` on a page in `language` of a shop that shows prices in pounds. */
export const renderInShop = (ui: ReactElement, language: Language = createLanguage('en', en)) =>
  render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={poundsShop()}>
        <LanguageProvider language={language}>{children}</LanguageProvider>
      </QueryClientProvider>
    ),
  });

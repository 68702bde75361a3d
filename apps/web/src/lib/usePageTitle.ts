import { createContext, useContext, useEffect } from 'react';
import { useShop } from './shop';

/** A page's `<title>` and meta description, as the server render collects them for the HTML's head. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** The server render's collector (entry-server.tsx); none in the browser, where the effect sets the tab's title. */
export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * Sets the tab title to '<title> · <shop name>' (just the shop name when title is empty). On the server
 * the page's title, and its description when it has one of its own, go into the HTML's head.
 */
export function usePageTitle(title: string, description?: string) {
  const shopName = useShop().data?.name;
  const fullTitle = [title, shopName].filter(Boolean).join(' · ');
  const head = useContext(PageHeadContext);
  if (head) {
    // The last render pass wins: its data is complete.
    head.title = fullTitle || undefined;
    head.description = description;
  }
  useEffect(() => {
    if (fullTitle) document.title = fullTitle;
  }, [fullTitle]);
}

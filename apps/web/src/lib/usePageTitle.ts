import { useEffect } from 'react';
import { useShop } from './shop';

/** Sets the tab title to '<title> · <shop name>' (just the shop name when title is empty). */
export function usePageTitle(title: string) {
  const shopName = useShop().data?.name;
  useEffect(() => {
    const parts = [title, shopName].filter(Boolean);
    if (parts.length) document.title = parts.join(' · ');
  }, [title, shopName]);
}

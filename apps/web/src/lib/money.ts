import { formatMoney, type PriceView } from '@shop/shared';
import { useCallback } from 'react';
import { useLanguage } from './i18n';
import { useShop } from './shop';

/**
 * How the shop shows prices (issue 48: pounds, dollars, or both, dollars first) and the dollar rate of
 * now, from GET /shop, which every page's first answers carry: a page drawn on the server shows them
 * as the browser will.
 */
export function usePriceView(): PriceView {
  const { data } = useShop();
  return { display: data?.priceDisplay ?? 'lbp', dollarRate: data?.dollarRate ?? 0 };
}

/**
 * An LBP amount as the shop shows prices, in the page's language ('$12.50 · 1,118,000 LBP'); an order's
 * amounts pass its own `dollarRate`, the one it was placed at.
 */
export function useMoney(): (lbp: number, dollarRate?: number) => string {
  const { words } = useLanguage();
  const { display, dollarRate: today } = usePriceView();
  return useCallback(
    (lbp, dollarRate = today) => formatMoney(lbp, { display, dollarRate }, words.layout),
    [display, today, words.layout],
  );
}

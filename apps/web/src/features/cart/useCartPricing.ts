import { type AppliedPromo, type CartItem, type CartTotals, priceOrder } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Delivery } from '../../lib/delivery';
import { usePageWords } from '../../lib/i18n';
import { usePriceView } from '../../lib/money';
import { fetchQuote, quoteKey, totalsOf, useQuote } from './api/quote';
import { buyable } from './components/CartSummary';
import { isPromoRefusal, savedPromoCode, savePromoCode } from './components/promoCode';

export interface CartPricing {
  totals: CartTotals;
  promo: AppliedPromo | null;
  /** LBP per dollar the figures are at. */
  dollarRate: number;
  /** True while the server's figures for the cart as it is now are still being read. */
  pricing: boolean;
  /** The code applied, to send with the order. */
  promoCode: string | undefined;
  /** Checks a code with the server and applies it; the refusal's message when it is refused. */
  apply(code: string): Promise<string | undefined>;
  remove(): void;
  /** Why the code applied before no longer applies (the cart changed), shown under the field. */
  refusal: string | undefined;
}

/**
 * The cart's figures: for a signed-in shopper the server's quote (issue 48), with the promo code applied
 * (kept for the visit); for a guest the shared pricing module's, as before. A code the server refuses
 * once the cart changed (a minimum no longer reached) is taken off, and the field says why.
 */
export function useCartPricing(items: readonly CartItem[], delivery: Delivery, quoted: boolean): CartPricing {
  const { messages } = usePageWords();
  const queryClient = useQueryClient();
  const view = usePriceView();
  const [promoCode, setPromoCode] = useState(savedPromoCode);
  const [refusal, setRefusal] = useState<string>();
  const lines = items.filter(buyable);
  const input = { lines, areaId: delivery.area?._id, promoCode };
  const quote = useQuote(input, quoted && lines.length > 0);
  const failed = quote.error?.message;

  const choose = (code: string | undefined) => {
    savePromoCode(code);
    setPromoCode(code);
  };
  useEffect(() => {
    if (promoCode && failed && isPromoRefusal(failed, messages)) {
      setRefusal(failed);
      savePromoCode(undefined);
      setPromoCode(undefined);
    }
  }, [promoCode, failed, messages]);

  const data = quote.isError ? undefined : quote.data;
  return {
    totals: data ? totalsOf(data) : priceOrder(lines, delivery.terms),
    promo: data?.promo ?? null,
    dollarRate: data?.dollarRate ?? view.dollarRate,
    pricing: quoted && (quote.isFetching || quote.isPlaceholderData),
    promoCode: data?.promo ? promoCode : undefined,
    refusal,
    async apply(code) {
      const next = { ...input, promoCode: code };
      try {
        await queryClient.fetchQuery({
          queryKey: quoteKey(next),
          queryFn: ({ signal }) => fetchQuote(next, signal),
        });
        setRefusal(undefined);
        choose(code);
        return undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    remove() {
      setRefusal(undefined);
      choose(undefined);
    },
  };
}

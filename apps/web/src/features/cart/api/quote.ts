import { type CartItem, type CartTotals, endpoints, type QuoteResponse } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What the quote prices: the lines, the delivery area picked, the promo code applied. */
export interface QuoteInput {
  lines: readonly CartItem[];
  areaId: string | undefined;
  promoCode: string | undefined;
}

/** POST /order/quote: the server's figures for the order the cart would place (nothing is written). */
export const fetchQuote = ({ lines, areaId, promoCode }: QuoteInput, signal?: AbortSignal) =>
  api.call(endpoints.orders.quote, {
    body: {
      orderItems: lines.map(({ product, size, color, quantity }) => ({ product, size, color, quantity })),
      shippingInfo: { areaId },
      promoCode,
    },
    signal,
  });

/** Under the rates' key ('settings'): the checkout's refresh of the prices reads it again too. */
export const quoteKey = ({ lines, areaId, promoCode }: QuoteInput) => [
  'settings',
  'quote',
  lines.map(({ product, size, color, quantity }) => [product, size, color, quantity]),
  areaId ?? '',
  promoCode ?? '',
];

/**
 * The server's figures for a signed-in shopper's cart (issue 48: the checkout shows the server's sums,
 * not its own): while another is read, the last one stays on screen (`isFetching` says it may be old).
 */
export function useQuote(input: QuoteInput, enabled: boolean) {
  return useQuery({
    queryKey: quoteKey(input),
    queryFn: ({ signal }) => fetchQuote(input, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

/** A quote's figures as the cart's totals. */
export const totalsOf = (quote: QuoteResponse): CartTotals => ({
  subtotal: quote.itemsPrice,
  discount: quote.discount,
  delivery: quote.deliveryPrice,
  total: quote.totalPrice,
});

import { endpoints, paths, type Shop } from '@shop/shared';

export type { Shop };

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The shop's identity, how it shows prices and its dollar rate: the identity changes only with a server
 * restart, the other two a few times a day (read again as the rates are).
 */
export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => api.call(endpoints.settings.shop, { signal }).then((r) => r.shop),
  staleTime: 5 * 60 * 1000,
  gcTime: Number.POSITIVE_INFINITY,
});

export const useShop = () => useQuery(shopQuery);

/** The brand cart path (docs/product.md §3): 'cart' followed by the shop's short name ('/cartMira'). */
export function cartPath(shop: Shop | undefined): string {
  return shop ? paths.cartBrand(shop.shortName) : paths.cart;
}

// One builder for every WhatsApp link, shared with the server's checkout answer.
export { whatsAppLink } from '@shop/shared';

/** A tel: link for a phone number written with spaces ('+961 1 234 567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

import { type DeliveryArea, type DeliveryTerms, endpoints } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useDeliveryCost } from './rates';

/**
 * GET /delivery/areas: the areas the shop delivers to, named in the page's language, and the amount from
 * which delivery is free. Under the rates' key ('settings'), so that the checkout reads it again with
 * them (useRefreshPrices).
 */
const deliveryAreasQuery = queryOptions({
  queryKey: ['settings', 'deliveryAreas'],
  queryFn: ({ signal }) => api.call(endpoints.delivery.areas, { signal }),
  staleTime: 5 * 60 * 1000,
});

/** An order's delivery as the cart and the checkout show it, priced as the server will price it. */
export interface Delivery {
  terms: DeliveryTerms;
  /** The area picked, while the shop delivers there; undefined: none (the shop's delivery cost). */
  area: DeliveryArea | undefined;
  /** The areas to pick from (none while they load, or when the shop delivers to no area). */
  areas: readonly DeliveryArea[];
  /** False until the areas are known (or could not be read: then the shop's delivery cost applies). */
  ready: boolean;
}

const noAreas: DeliveryArea[] = [];

/**
 * The delivery of an order to `areaId`: its fee, or the shop's delivery cost (docs/product.md §5) when no
 * area is picked or the shop no longer delivers to it; free from the shop's amount.
 */
export function useDelivery(areaId: string | undefined): Delivery {
  const deliveryCost = useDeliveryCost();
  const { data, isPending } = useQuery(deliveryAreasQuery);
  const areas = data?.areas ?? noAreas;
  const area = areaId ? areas.find((candidate) => candidate._id === areaId) : undefined;
  return {
    terms: { fee: area?.fee ?? deliveryCost, freeFrom: data?.freeDeliveryFrom ?? null },
    area,
    areas,
    ready: !isPending,
  };
}

import { endpoints } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /homePageProducts: the newest products; New Arrivals shows the first NEW_ARRIVALS_COUNT. */
const getHomePageProducts = (signal?: AbortSignal) =>
  api.call(endpoints.catalog.homePageProducts, { signal }).then((response) => response.products);

const homePageProductsQuery = queryOptions({
  queryKey: ['homePageProducts'],
  queryFn: ({ signal }) => getHomePageProducts(signal),
});

export const useHomePageProducts = () => useQuery(homePageProductsQuery);

import type { ProductListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api';

/** GET /products with the spec's query keys ('price[gte]', 'options[$elemMatch][color]', …). */
export const getProducts = (query: Query, signal?: AbortSignal) =>
  api.get<ProductListResponse>('/products', { query, signal });

export const productsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    // The last page stays on screen (pagination, counts, price range) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: Query) => useQuery(productsQuery(query));

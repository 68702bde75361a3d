import { endpoints, type ProductsQuery } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /products: one page of the products the filters match. */
const getProducts = (query: ProductsQuery, signal?: AbortSignal) =>
  api.call(endpoints.catalog.products, { query, signal });

const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    // The last page stays on screen (pagination, counts, price range) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductsQuery) => useQuery(productsQuery(query));

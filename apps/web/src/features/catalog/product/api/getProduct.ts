import { endpoints, type ProductDetail } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api';

/**
 * Product ids are UUIDs (any 8-4-4-4-12 hex, as PostgreSQL reads them); the server answers 404 for
 * anything else. Checked here with a pattern rather than the shared zod schema, which would bring zod
 * into the product page's code.
 */
const productIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /products/{id}: one product with its options, images and reviews; a 404 `ApiError` when there is
 * none.
 */
async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  // An id that cannot name a product gets the server's answer without asking it.
  if (!productIdPattern.test(id)) throw new ApiError('Product not found', 404);
  const { product } = await api.call(endpoints.catalog.product, { params: { id }, signal });
  return product;
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQuery(id));

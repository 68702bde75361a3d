import type { Product } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Copies `data` with every product of id `productId` in it patched; unchanged parts keep their identity. */
function patched(data: unknown, productId: string, patch: Partial<Product>): unknown {
  if (Array.isArray(data)) {
    const items = data.map((item) => patched(item, productId, patch));
    return items.some((item, i) => item !== data[i]) ? items : data;
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  if (record._id === productId && 'numOfReviews' in record) return { ...record, ...patch };
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    copy[key] = patched(value, productId, patch);
    changed ||= copy[key] !== value;
  }
  return changed ? copy : data;
}

/**
 * Shows a product's new figures (its stars after a review) wherever it is cached — product page,
 * listing pages, home page, favourites — at once, without a reload or a refetch of each list.
 */
export function patchCachedProduct(
  queryClient: QueryClient,
  productId: string,
  patch: Partial<Product>,
): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    const next = patched(data, productId, patch);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

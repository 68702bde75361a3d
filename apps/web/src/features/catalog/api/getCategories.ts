import { endpoints } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /categories: the category tree (main category, sub-categories, their third level). */
export const getCategories = (signal?: AbortSignal) =>
  api.call(endpoints.catalog.categories, { signal }).then((response) => response.data);

/** The tree changes only when an admin adds a sub-category: one fetch per visit is enough. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 30 * 60 * 1000,
});

export const useCategories = () => useQuery(categoriesQuery);

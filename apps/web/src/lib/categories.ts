import { type CategoryNode, endpoints, type SubcategoryLabels } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useLanguage } from './i18n';

/** GET /categories: the category tree (main category, sub-categories, their third level). */
export const getCategories = (signal?: AbortSignal) =>
  api.call(endpoints.catalog.categories, { signal }).then((response) => response.data);

/**
 * The tree changes only when an admin adds a sub-category (the admin's form refreshes it): one fetch per
 * visit is enough. The storefront's filters and the admin's product form share it.
 */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 30 * 60 * 1000,
});

export const useCategories = () => useQuery(categoriesQuery);

/** The labels of `subcategory` (of `category`, else of whichever category has it) in the tree. */
export function subcategoryLabels(
  tree: readonly CategoryNode[] | undefined,
  subcategory: string,
  category?: string,
): SubcategoryLabels | undefined {
  for (const node of tree ?? []) {
    if (category !== undefined && node.name !== category) continue;
    const labels = node.subcategories.find((sub) => sub.name === subcategory)?.labels;
    if (labels) return labels;
  }
  return undefined;
}

/**
 * The labels an admin gave a sub-category, for `term('subcategories', name, labels)` on a page that
 * shows one without the tree at hand (a product's breadcrumbs, a sub-category's listing). The tree is
 * fetched only when they can matter: on an Arabic or French page, for a name the catalogue lacks.
 */
export function useSubcategoryLabels(
  subcategory: string | undefined,
  category?: string,
): SubcategoryLabels | undefined {
  const { locale, words } = useLanguage();
  const named = subcategory === undefined || subcategory in words.vocab.subcategories;
  const { data: tree } = useQuery({ ...categoriesQuery, enabled: locale !== 'en' && !named });
  return subcategory === undefined ? undefined : subcategoryLabels(tree, subcategory, category);
}

import { type CategoryNode, endpoints, type SubcategoryLabels } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useLanguage, vocabularyWord } from './i18n';

/** GET /categories: the category tree (main category, sub-categories, their third level). */
const getCategories = (signal?: AbortSignal) =>
  api.call(endpoints.catalog.categories, { signal }).then((response) => response.data);

/**
 * The tree changes only when an admin adds a sub-category (the admin's form refreshes it): one fetch per
 * visit is enough. The storefront's filters and the admin's product form share it.
 */
const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 30 * 60 * 1000,
});

export const useCategories = () => useQuery(categoriesQuery);

/** The labels of `subcategory` (of `category`, else of whichever category has it) in the tree. */
function subcategoryLabels(
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
 * A sub-category's name in the page's language on a page that shows one without the tree at hand (a
 * product's breadcrumbs and details, a sub-category's listing): the catalogue's word, else the labels an
 * admin gave it. The tree is fetched only when they can matter: on an Arabic or French page, for a name
 * the catalogue lacks.
 */
export function useSubcategoryName(subcategory: string, category?: string): string;
export function useSubcategoryName(subcategory: string | undefined, category?: string): string | undefined;
export function useSubcategoryName(subcategory: string | undefined, category?: string): string | undefined {
  const { locale, words, term } = useLanguage();
  const named =
    subcategory === undefined || vocabularyWord(words.vocab.subcategories, subcategory) !== undefined;
  const { data: tree } = useQuery({ ...categoriesQuery, enabled: locale !== 'en' && !named });
  return subcategory === undefined
    ? undefined
    : term('subcategories', subcategory, subcategoryLabels(tree, subcategory, category));
}

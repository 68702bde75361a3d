import type { ListingScope, SubcategoryLabels } from '@shop/shared';
import { format } from '@shop/shared';
import type { Language } from '../../../lib/i18n';

/**
 * The page heading in the page's language: the search, the sub-category (by its `labels` when an admin
 * added it), the category, or all products.
 */
export function listingTitle(
  scope: ListingScope,
  { words, term }: Language,
  labels?: SubcategoryLabels,
): string {
  if (scope.keyword) return format(words.catalog.searchTitle, { keyword: scope.keyword });
  if (scope.subcategory) return term('subcategories', scope.subcategory, labels);
  if (scope.category) return term('categories', scope.category);
  return words.catalog.allProducts;
}

import type { ListingScope } from '@shop/shared';
import { format } from '@shop/shared';
import type { Language } from '../../../lib/i18n';

/**
 * The page heading in the page's language: the search, the sub-category (`subcategoryName`, named by
 * `useSubcategoryName`), the category, or all products.
 */
export function listingTitle(
  scope: ListingScope,
  { words, term }: Language,
  subcategoryName?: string,
): string {
  if (scope.keyword) return format(words.catalog.searchTitle, { keyword: scope.keyword });
  if (subcategoryName) return subcategoryName;
  if (scope.category) return term('categories', scope.category);
  return words.catalog.allProducts;
}

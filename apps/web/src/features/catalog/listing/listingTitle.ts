import type { ListingScope } from '@shop/shared';
import { format } from '@shop/shared';
import { catalogLabels } from '../labels';

/** The page heading: the search, the sub-category, the category, or all products. */
export function listingTitle(scope: ListingScope): string {
  if (scope.keyword) return format(catalogLabels.searchTitle, { keyword: scope.keyword });
  return scope.subcategory ?? scope.category ?? catalogLabels.allProducts;
}

/** A count in words: the label for exactly one, or the one with `{count}`. */
function countText(count: number, one: string, many: string): string {
  return count === 1 ? one : format(many, { count });
}

/** '24 products', '1 product'. */
export const productCountText = (count: number) =>
  countText(count, catalogLabels.productCountOne, catalogLabels.productCount);

/** The filters drawer's button: 'Show 24 results', 'Show 1 result'. */
export const showResultsText = (count: number) =>
  countText(count, catalogLabels.showOneResult, catalogLabels.showResults);

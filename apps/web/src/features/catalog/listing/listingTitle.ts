import { format } from '@shop/shared';
import { catalogLabels } from '../labels';
import type { ListingScope } from './listingState';

/** The page heading: the search, the sub-category, the category, or all products. */
export function listingTitle(scope: ListingScope): string {
  if (scope.keyword) return format(catalogLabels.searchTitle, { keyword: scope.keyword });
  return scope.subcategory ?? scope.category ?? catalogLabels.allProducts;
}

/** '24 products', '1 product'. */
export function productCountText(count: number): string {
  return count === 1 ? catalogLabels.productCountOne : format(catalogLabels.productCount, { count });
}

import type { CategoryNode, ListingScope, ListingState, SubcategoryLabels } from '@shop/shared';
import type { FilterChange } from './listingState';

export interface CategoryChoice {
  /** The canonical (English) name, as the URL holds it. */
  label: string;
  /** Its vocabulary, to show the name in the page's language. */
  group: 'categories' | 'subcategories' | 'subsubcategories';
  /** A sub-category's own Arabic and French names, when an admin added it with them. */
  labels?: SubcategoryLabels;
  /** 0 for the panel's top level; children of the chosen entry are one deeper. */
  depth: number;
  selected: boolean;
  /** What pressing it does: choose it, or unset it when it is the chosen one. */
  change: FilterChange;
}

/**
 * The category tree of the filter panel, as rows: the levels the path does not fix, with the chosen
 * entry of each level followed by its own children (sub-category, then the third level).
 * /products starts at the main categories; /productCat/{c} at c's sub-categories; /productSubCat/{c}/{s}
 * shows s's third level; /productSubCats/{s} lists the categories that have s.
 */
export function categoryChoices(
  tree: readonly CategoryNode[],
  state: ListingState,
  scope: ListingScope,
): CategoryChoice[] {
  const rows: CategoryChoice[] = [];
  const subcategoriesOf = (category: string | undefined) =>
    tree.find((node) => node.name === category)?.subcategories ?? [];

  const addThirdLevel = (depth: number) => {
    const node = subcategoriesOf(state.category).find((sub) => sub.name === state.subcategory);
    for (const name of node?.subsubcategories ?? []) {
      const selected = state.subsubcategory === name;
      rows.push({
        label: name,
        group: 'subsubcategories',
        depth,
        selected,
        change: { subsubcategory: selected ? undefined : name },
      });
    }
  };
  const addSubcategories = (depth: number) => {
    for (const { name, labels } of subcategoriesOf(state.category)) {
      const selected = state.subcategory === name;
      rows.push({
        label: name,
        group: 'subcategories',
        labels,
        depth,
        selected,
        change: { subcategory: selected ? undefined : name },
      });
      if (selected) addThirdLevel(depth + 1);
    }
  };

  if (scope.category) {
    if (scope.subcategory) addThirdLevel(0);
    else addSubcategories(0);
    return rows;
  }
  const categories = scope.subcategory
    ? tree.filter((node) => node.subcategories.some((sub) => sub.name === scope.subcategory))
    : tree;
  for (const { name } of categories) {
    const selected = state.category === name;
    rows.push({
      label: name,
      group: 'categories',
      depth: 0,
      selected,
      change: { category: selected ? undefined : name },
    });
    if (selected) {
      if (scope.subcategory) addThirdLevel(1);
      else addSubcategories(1);
    }
  }
  return rows;
}

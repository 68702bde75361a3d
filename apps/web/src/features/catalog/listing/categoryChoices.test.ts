import { CATEGORY_TREE, type CategoryNode, type ListingScope, readListingState } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { categoryChoices } from './categoryChoices';

const tree: CategoryNode[] = Object.entries(CATEGORY_TREE).map(([name, subcategories]) => ({
  name,
  subcategories: subcategories.map((sub) => ({
    name: sub.name,
    subsubcategories: [...sub.subsubcategories],
  })),
}));

function rows(scope: ListingScope, query = '') {
  const state = readListingState(scope, new URLSearchParams(query));
  return categoryChoices(tree, state, scope).map(
    ({ label, depth, selected }) => `${'  '.repeat(depth)}${label}${selected ? ' *' : ''}`,
  );
}

describe('categoryChoices', () => {
  it('starts at the main categories on /products', () => {
    expect(rows({})).toEqual(['Women', 'Men', 'Kids', 'Babies', 'Bed Linen', 'Kitchen', 'Toilet']);
  });

  it('opens the chosen category and sub-category down to the third level', () => {
    const shown = rows({}, 'category=Men&subcategory=Sport%20Wear&subsubcategory=Top');
    expect(shown.slice(0, 6)).toEqual([
      'Women',
      'Men *',
      '  Pyjamas',
      '  Robe',
      '  Sport Wear *',
      '    Jacket',
    ]);
    expect(shown).toContain('    Top *');
    expect(shown).not.toContain('    Legging');
  });

  it("lists a category page's sub-categories at the top level", () => {
    expect(rows({ category: 'Babies' }, 'subcategory=Towels')).toEqual([
      'Overall',
      'Pyjamas',
      'Bibs',
      'Crib Set',
      'Blankets',
      'Gloves',
      'Towels *',
      '  Bath',
      '  Baptism',
      '  Face',
    ]);
  });

  it('shows only the third level when the path fixes category and sub-category', () => {
    expect(rows({ category: 'Women', subcategory: 'Sport Wear' })).toEqual([
      'Jacket',
      'Tracksuit',
      'Legging',
      'Top',
      'Pants',
    ]);
    expect(rows({ category: 'Women', subcategory: 'Robe' })).toEqual([]);
  });

  it('offers the categories that have the sub-category of /productSubCats', () => {
    expect(rows({ subcategory: 'Towels' })).toEqual(['Babies', 'Toilet']);
    expect(rows({ subcategory: 'Towels' }, 'category=Babies')).toEqual([
      'Babies *',
      '  Bath',
      '  Baptism',
      '  Face',
      'Toilet',
    ]);
  });

  it('unsets the chosen entry when pressed again', () => {
    const scope = { category: 'Women' };
    const state = readListingState(scope, new URLSearchParams('subcategory=Robe'));
    const robe = categoryChoices(tree, state, scope).find((row) => row.label === 'Robe');
    const lingerie = categoryChoices(tree, state, scope).find((row) => row.label === 'Lingerie');
    expect(robe?.change).toEqual({ subcategory: undefined });
    expect(lingerie?.change).toEqual({ subcategory: 'Lingerie' });
  });
});

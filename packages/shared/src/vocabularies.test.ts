import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TREE,
  COLOR_NAMES,
  COLORS,
  colorValue,
  compareSizes,
  MAIN_CATEGORIES,
  SHOP_BY_CATEGORY,
  SIZE_FILTERS,
  SIZES,
  SUBSUBCATEGORIES,
  sizesForCategory,
  slugify,
  sortSizes,
} from './vocabularies.js';

const subcategoryNames = (category: keyof typeof CATEGORY_TREE) =>
  CATEGORY_TREE[category].map((node) => node.name);
const subsubcategoriesOf = (category: keyof typeof CATEGORY_TREE, name: string) =>
  CATEGORY_TREE[category].find((node) => node.name === name)?.subsubcategories;

describe('category tree', () => {
  it('has a branch for every main category', () => {
    expect(Object.keys(CATEGORY_TREE)).toEqual([...MAIN_CATEGORIES]);
  });

  it.each(SHOP_BY_CATEGORY)('places the home tile %s in some category', (tile) => {
    expect(MAIN_CATEGORIES.some((category) => subcategoryNames(category).includes(tile))).toBe(true);
  });

  it.each([
    ['Women', 'Sport Wear', ['Jacket', 'Tracksuit', 'Legging', 'Top', 'Pants']],
    ['Men', 'Sport Wear', ['Jacket', 'Tracksuit', 'Top', 'Pants']],
    ['Babies', 'Towels', ['Bath', 'Baptism', 'Face']],
  ] as const)('offers the third level of %s / %s', (category, name, expected) => {
    expect(subsubcategoriesOf(category, name)).toEqual(expected);
  });

  it('uses exactly the eight sub-sub-categories', () => {
    const used = new Set(MAIN_CATEGORIES.flatMap((c) => CATEGORY_TREE[c].flatMap((n) => n.subsubcategories)));
    expect([...used].sort()).toEqual([...SUBSUBCATEGORIES].sort());
  });

  it('has no duplicate subcategory within a category', () => {
    for (const category of MAIN_CATEGORIES) {
      const names = subcategoryNames(category);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('sizes', () => {
  it('lists each size once, in the fixed order', () => {
    expect(new Set(SIZES).size).toBe(SIZES.length);
    expect(SIZES.slice(0, 12)).toEqual([
      'One Size',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      '3XL',
      '4XL',
      '5XL',
      'S-M',
      'L-XL',
    ]);
    expect(SIZES.slice(-3)).toEqual(['Single', 'Double', 'King']);
  });

  it.each([
    ['XS', 'S', -1],
    ['2XL', 'XL', 1],
    ['NB-0 Month', '3 Months', -1],
    ['36 Months', '0-3 Months', -1],
    ['9', '10', -1],
    ['18', '1/2', -1],
    ['15/16', '35', -1],
    ['46', 'Single', -1],
    ['King', 'Double', 1],
    ['M', 'M', 0],
    ['King', 'Custom', -1],
    ['Zeta', 'Alpha', 1],
  ])('compares %s with %s', (a, b, sign) => {
    expect(Math.sign(compareSizes(a, b))).toBe(sign);
  });

  it('sorts known sizes first, unknown ones alphabetically after, without mutating the input', () => {
    const input = ['Tall', 'XL', '10', 'Big', 'S', '2'];
    expect(sortSizes(input)).toEqual(['S', 'XL', '2', '10', 'Big', 'Tall']);
    expect(input[0]).toBe('Tall');
  });

  it('keeps each category filter in the fixed order', () => {
    for (const list of Object.values(SIZE_FILTERS)) expect(sortSizes(list)).toEqual(list);
  });

  it.each([
    ['Babies', SIZE_FILTERS.Babies],
    ['Bed Linen', ['One Size', 'Single', 'Double', 'King']],
    ['Kitchen', SIZES],
    ['toString', SIZES],
    [undefined, SIZES],
  ])('offers the size filter of %s', (category, expected) => {
    expect(sizesForCategory(category)).toEqual(expected);
  });

  it('offers babies newborn to 36 months and One Size', () => {
    expect(SIZE_FILTERS.Babies).toContain('NB-0 Month');
    expect(SIZE_FILTERS.Babies).toContain('36 Months');
    expect(SIZE_FILTERS.Babies).toContain('One Size');
  });
});

describe('colours', () => {
  it('has the 31 colours with distinct hex swatches', () => {
    expect(COLORS).toHaveLength(31);
    expect(COLOR_NAMES).toContain('Neon Fuschia');
    expect(COLOR_NAMES).toContain('Bois De Rose');
    for (const { value } of COLORS) expect(value).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set(COLORS.map((c) => c.value)).size).toBe(31);
  });

  it.each([
    ['White', '#FFFFFF'],
    ['lightgray', '#D3D3D3'],
    ['black', 'black'],
    ['#123456', '#123456'],
  ])('maps %s to %s', (name, value) => {
    expect(colorValue(name)).toBe(value);
  });
});

describe('slugify', () => {
  it.each([
    ['Summer Pyjama Set', 'summer-pyjama-set'],
    ['  Bath   Towel  ', 'bath-towel'],
    ["Kid's Robe / Blue", 'kids-robe-blue'],
    ['Serviette Éponge', 'serviette-éponge'],
    ['Robe 2XL', 'robe-2xl'],
  ])('turns %s into %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

import { readListingState } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, applyChange } from './listingState';

const params = (query: string) => new URLSearchParams(query);

describe('applyChange', () => {
  it('sets a filter and goes back to page 1', () => {
    expect(applyChange(params('color=Red&currentPage=4'), { size: 'L' }).toString()).toBe('color=Red&size=L');
  });

  it('removes a filter set to undefined or to its default', () => {
    const start = params('color=Red&rating=4&price=0,100');
    expect(applyChange(start, { color: undefined, rating: 0, price: undefined }).toString()).toBe('');
  });

  it('writes the price as min,max and the page as currentPage', () => {
    expect(applyChange(params(''), { price: [1000, 5000] }).toString()).toBe('price=1000%2C5000');
    expect(applyChange(params('color=Red'), { page: 3 }).toString()).toBe('color=Red&currentPage=3');
    expect(applyChange(params('currentPage=3'), { page: 1 }).toString()).toBe('');
  });

  it('drops narrower choices that a new category or sub-category invalidates', () => {
    const start = params('category=Women&subcategory=Sport%20Wear&subsubcategory=Top&size=M&color=Red');
    expect(applyChange(start, { category: 'Men' }).toString()).toBe('category=Men&color=Red');
    expect(applyChange(start, { subcategory: 'Robe' }).toString()).toBe(
      'category=Women&subcategory=Robe&size=M&color=Red',
    );
  });

  it('round-trips: the URL it writes reads back as the same state', () => {
    const written = applyChange(params(''), {
      color: 'Off White',
      size: '3-6 Months',
      price: [0, 1_500_000],
      rating: 5,
    });
    const reread = readListingState({}, new URLSearchParams(written.toString()));
    expect(reread).toMatchObject({
      color: 'Off White',
      size: '3-6 Months',
      price: [0, 1_500_000],
      rating: 5,
    });
  });
});

describe('activeFilterCount', () => {
  it('counts the chosen filters but not the path scope or the page', () => {
    const scope = { category: 'Women' };
    const state = readListingState(scope, params('color=Red&rating=2&price=0,10&currentPage=2'));
    expect(activeFilterCount(state, scope)).toBe(3);
    expect(activeFilterCount(readListingState(scope, params('')), scope)).toBe(0);
  });
});

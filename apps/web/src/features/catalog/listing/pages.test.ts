import { describe, expect, it } from 'vitest';
import { pageItems } from './pages';

const shown = (page: number, count: number) =>
  pageItems(page, count).map((item) =>
    item.type === 'page' ? (item.selected ? `[${item.page}]` : String(item.page)) : item.type,
  );

describe('the pagination of a listing', () => {
  it('shows every page when few, the current one marked', () => {
    expect(shown(2, 5)).toEqual(['first', 'previous', '1', '[2]', '3', '4', '5', 'next', 'last']);
  });

  it('keeps the first and last pages and the neighbours of the current one, with gaps between', () => {
    expect(shown(10, 20)).toEqual([
      'first',
      'previous',
      '1',
      'start-ellipsis',
      '9',
      '[10]',
      '11',
      'end-ellipsis',
      '20',
      'next',
      'last',
    ]);
    expect(shown(1, 20)).toEqual([
      'first',
      'previous',
      '[1]',
      '2',
      '3',
      '4',
      '5',
      'end-ellipsis',
      '20',
      'next',
      'last',
    ]);
    expect(shown(20, 20)).toEqual([
      'first',
      'previous',
      '1',
      'start-ellipsis',
      '16',
      '17',
      '18',
      '19',
      '[20]',
      'next',
      'last',
    ]);
  });

  it('disables the steps that lead nowhere', () => {
    const disabled = (page: number) =>
      pageItems(page, 3)
        .filter((item) => item.disabled)
        .map((item) => item.type);
    expect(disabled(1)).toEqual(['first', 'previous']);
    expect(disabled(3)).toEqual(['next', 'last']);
  });
});

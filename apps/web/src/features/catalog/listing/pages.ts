/** One entry of a listing's pagination: a page number, a step (first, previous…) or a gap. */
export type PageItem =
  | { type: 'page'; page: number; selected: boolean; disabled: false }
  | { type: 'first' | 'previous' | 'next' | 'last'; page: number; selected: false; disabled: boolean }
  | { type: 'start-ellipsis' | 'end-ellipsis'; page: null; selected: false; disabled: false };

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);

/**
 * First, Previous, the pages around the current one with the first and the last, Next, Last: MUI's
 * pagination (usePagination with one page at each end and on each side of the current one, its rule
 * for the gaps), without MUI's code in the listing's island.
 */
export function pageItems(page: number, count: number, boundaryCount = 1, siblingCount = 1): PageItem[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    count - boundaryCount - 1,
  );
  const middle: (number | 'start-ellipsis' | 'end-ellipsis')[] = [
    ...(siblingsStart > boundaryCount + 2
      ? (['start-ellipsis'] as const)
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundaryCount - 1
      ? (['end-ellipsis'] as const)
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : []),
  ];
  const step = (type: 'first' | 'previous' | 'next' | 'last', to: number): PageItem => ({
    type,
    page: to,
    selected: false,
    disabled: type === 'next' || type === 'last' ? page >= count : page <= 1,
  });
  return [
    step('first', 1),
    step('previous', page - 1),
    ...[...startPages, ...middle, ...endPages].map(
      (item): PageItem =>
        typeof item === 'number'
          ? { type: 'page', page: item, selected: item === page, disabled: false }
          : { type: item, page: null, selected: false, disabled: false },
    ),
    step('next', page + 1),
    step('last', count),
  ];
}

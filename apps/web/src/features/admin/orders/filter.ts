import { type OrderFilter, orderFilterShape } from '@shop/shared';

const KEYS = ['status', 'area', 'from', 'to', 'q'] as const;

/**
 * The Orders tab's filter as its URL carries it (`?tab=orders&status=Processing&area=…&from=…`): a key whose
 * value the API would refuse (a date typed by hand) is left out rather than failing the whole list.
 */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  const filter: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = orderFilterShape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filter[key] = parsed.data;
  }
  if (typeof filter.from === 'string' && typeof filter.to === 'string' && filter.from > filter.to) {
    delete filter.to;
  }
  return filter as OrderFilter;
}

/** The filter as URL query values, absent keys left out. */
export const filterQuery = (filter: OrderFilter): Record<string, string> =>
  Object.fromEntries(
    KEYS.flatMap((key) => {
      const value = filter[key];
      return value === undefined ? [] : [[key, value]];
    }),
  );

import { describe, expect, it } from 'vitest';
import { filterQuery, orderFilterOf } from './filter';

describe("the Orders tab's filter in its URL", () => {
  it('reads status, days and search, and leaves out what the API would refuse', () => {
    const params = new URLSearchParams(
      'tab=orders&status=Processing&from=2026-11-01&to=2026-11-30&q=%20Rima%20',
    );
    expect(orderFilterOf(params)).toEqual({
      status: 'Processing',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'Rima',
    });
    expect(orderFilterOf(new URLSearchParams('status=Lost&from=2026-02-30&q='))).toEqual({});
    // Reversed days keep the start.
    expect(orderFilterOf(new URLSearchParams('from=2026-11-30&to=2026-11-01'))).toEqual({
      from: '2026-11-30',
    });
  });

  it('writes only the keys it has', () => {
    expect(filterQuery({ status: 'Shipped', q: '1042' })).toEqual({ status: 'Shipped', q: '1042' });
    expect(filterQuery({})).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { isoToShopWallTime, shopWallTimeToIso } from './shop-time.js';

describe("Beirut's wall time and ISO instants", () => {
  it('writes winter (+02:00) and summer (+03:00) times with their offsets', () => {
    expect(shopWallTimeToIso('2031-01-10T12:00')).toBe('2031-01-10T12:00:00+02:00');
    expect(shopWallTimeToIso('2031-07-10T12:00')).toBe('2031-07-10T12:00:00+03:00');
    expect(shopWallTimeToIso('10/01/2031 12:00')).toBeUndefined();
  });

  it('reads an instant back as the wall time it was in Beirut', () => {
    expect(isoToShopWallTime('2031-01-10T10:00:00.000Z')).toBe('2031-01-10T12:00');
    expect(isoToShopWallTime('2031-07-10T09:00:00Z')).toBe('2031-07-10T12:00');
    expect(isoToShopWallTime(null)).toBe('');
    for (const wall of ['2031-03-30T01:30', '2031-10-25T23:59', '2031-12-31T23:00']) {
      expect(isoToShopWallTime(shopWallTimeToIso(wall))).toBe(wall);
    }
  });
});

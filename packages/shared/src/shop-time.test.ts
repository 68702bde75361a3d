import { describe, expect, it } from 'vitest';
import { isoToShopWallTime, shopDateParts, shopUtcOffsetMinutes, shopWallTimeToIso } from './shop-time.js';
import { SHOP_TIME_ZONE } from './vocabularies.js';

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

/** Beirut's wall clock at `ms` as the platform's time zone database has it. */
const intlParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const intlWall = (ms: number) =>
  Object.fromEntries(intlParts.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
const intlOffset = (ms: number) => {
  const { year, month, day, hour, minute } = intlWall(ms);
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return (wall - ms) / 60_000;
};

describe("Beirut's clock without Intl (shopUtcOffsetMinutes)", () => {
  const HOUR = 3_600_000;
  const from = Date.UTC(1999, 0, 1);
  const until = Date.UTC(2039, 0, 1);

  it('has the offset the time zone database has, every hour for forty years', () => {
    const wrong: string[] = [];
    for (let ms = from; ms < until; ms += HOUR) {
      if (shopUtcOffsetMinutes(ms) !== intlOffset(ms)) wrong.push(new Date(ms).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('changes at the very minute the clocks change, each spring and autumn', () => {
    const DAY = 24 * HOUR;
    const wrong: string[] = [];
    for (let day = from; day < until; day += DAY) {
      if (intlOffset(day) === intlOffset(day + DAY)) continue;
      for (let minute = day; minute <= day + DAY; minute += 60_000) {
        if (shopUtcOffsetMinutes(minute) !== intlOffset(minute)) wrong.push(new Date(minute).toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes an instant's date and time as Beirut's clock shows it", () => {
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2032, 0, 1); ms += 7 * HOUR + 13 * 60_000) {
      const { year, month, day, hour, minute } = intlWall(ms);
      expect(shopDateParts(new Date(ms).toISOString())).toEqual({ year, month, day, hour, minute });
    }
  });
});

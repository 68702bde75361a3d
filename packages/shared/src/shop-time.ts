/**
 * Instants as the shop's admin types and reads them: wall-clock time in Beirut (`YYYY-MM-DDTHH:mm`, an
 * `<input type="datetime-local">`'s value), whatever the browser's own time zone; the API carries ISO
 * 8601 with the offset Beirut had then (+02:00 in winter, +03:00 in summer).
 */

const HOUR = 3_600_000;

/** The last Sunday of `month` (0-based) in `year`, as an instant: its 00:00 UTC. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/**
 * Minutes Beirut is ahead of UTC at the instant `ms`: 180 (summer time) from the last Sunday of March at
 * 00:00 to the last Sunday of October at 00:00, Beirut's clock, else 120: Lebanon's rule since 1999 (the
 * time zone database's "Lebanon" rule; shop-time.test.ts holds it to the platform's Intl, hour by hour
 * over forty years). By hand, not Intl: a formatter for a time zone loads the zone's data first, a long
 * task (~25 ms, 100 at a phone's 4×) in the tap or scroll that first shows a date.
 */
export function shopUtcOffsetMinutes(ms: number): number {
  const year = new Date(ms + 2 * HOUR).getUTCFullYear();
  const summerFrom = lastSunday(year, 2) - 2 * HOUR; // 00:00 in winter time, 22:00 UTC
  const summerUntil = lastSunday(year, 9) - 3 * HOUR; // 00:00 in summer time, 21:00 UTC
  return ms >= summerFrom && ms < summerUntil ? 180 : 120;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The day, month, year, hour and minute of an instant on the shop's clock (Beirut), as digits; by hand
 * (`shopUtcOffsetMinutes`), so that server and browser give the same bytes with no Intl formatter.
 */
export function shopDateParts(value: string | Date) {
  const ms = new Date(value).getTime();
  const wall = new Date(ms + shopUtcOffsetMinutes(ms) * 60_000);
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** '2031-01-10T12:00' in Beirut → '2031-01-10T12:00:00+02:00'; undefined for text that is not one. */
export function shopWallTimeToIso(wall: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the instant that wall time is, found from a first guess (right but at the hour a
  // clock jumps, where the wall time does not exist or happens twice: the later offset is taken).
  const offset = shopUtcOffsetMinutes(asUtc - shopUtcOffsetMinutes(asUtc) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** An ISO instant as Beirut's wall time, `YYYY-MM-DDTHH:mm`; '' for none. */
export function isoToShopWallTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const { year, month, day, hour, minute } = shopDateParts(new Date(ms));
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

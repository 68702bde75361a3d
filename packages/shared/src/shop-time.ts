import { SHOP_TIME_ZONE } from './vocabularies.js';

/**
 * Instants as the shop's admin types and reads them: wall-clock time in Beirut (`YYYY-MM-DDTHH:mm`, an
 * `<input type="datetime-local">`'s value), whatever the browser's own time zone; the API carries ISO
 * 8601 with the offset Beirut had then (+02:00 in winter, +03:00 in summer).
 */

let parts: Intl.DateTimeFormat | undefined;

/** Minutes Beirut is ahead of UTC at the instant `ms`. */
function beirutOffset(ms: number): number {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const fields = Object.fromEntries(parts.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(
    fields.year ?? 0,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour,
    fields.minute,
  );
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2031-01-10T12:00' in Beirut → '2031-01-10T12:00:00+02:00'; undefined for text that is not one. */
export function shopWallTimeToIso(wall: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the instant that wall time is, found from a first guess (right but at the hour a
  // clock jumps, where the wall time does not exist or happens twice: the later offset is taken).
  const offset = beirutOffset(asUtc - beirutOffset(asUtc) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** An ISO instant as Beirut's wall time, `YYYY-MM-DDTHH:mm`; '' for none. */
export function isoToShopWallTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const wall = new Date(ms + beirutOffset(ms) * 60_000);
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

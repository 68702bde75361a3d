import type { AdminWords } from '@shop/shared';
import { format, type PromoCode, type Sale } from '@shop/shared';

type Words = AdminWords['promotions'];

/** Where a window stands at `now`: not started yet, running, or over. */
export function windowState(
  window: { startsAt: string | null; endsAt: string | null },
  now: number,
): 'scheduled' | 'running' | 'ended' {
  if (window.startsAt && now < Date.parse(window.startsAt)) return 'scheduled';
  if (window.endsAt && now >= Date.parse(window.endsAt)) return 'ended';
  return 'running';
}

/** A code's state as the list shows it: paused first, then its window, then its uses. */
export function codeState(
  code: PromoCode,
  now: number,
): 'paused' | 'scheduled' | 'running' | 'ended' | 'usedUp' {
  if (!code.active) return 'paused';
  const state = windowState(code, now);
  if (state !== 'running') return state;
  return code.maxUses !== null && code.uses >= code.maxUses ? 'usedUp' : 'running';
}

/** A window in words: 'Always', 'From …', 'Until …', '… – …' (dates as `date` writes them). */
export function windowText(
  l: Words,
  window: { startsAt: string | null; endsAt: string | null },
  date: (iso: string) => string,
): string {
  const { startsAt, endsAt } = window;
  if (startsAt && endsAt) return format(l.between, { from: date(startsAt), to: date(endsAt) });
  if (startsAt) return format(l.from, { date: date(startsAt) });
  if (endsAt) return format(l.until, { date: date(endsAt) });
  return l.always;
}

/** A sale's reach in words: the whole shop, a category, a sub-category, or both. */
export function saleScope(
  sale: Sale,
  l: Words,
  term: (group: 'categories' | 'subcategories', value: string) => string,
) {
  const parts = [
    sale.category ? term('categories', sale.category) : undefined,
    sale.subcategory ? term('subcategories', sale.subcategory) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' › ') : l.wholeShop;
}

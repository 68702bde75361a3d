import type { Words } from '@shop/shared';

/** The code applied to this tab's cart: kept for the visit (a reload keeps it), gone with the order. */
const KEY = 'promoCode';

export const savedPromoCode = (): string | undefined =>
  // The server draws the page without one (it has no session storage).
  typeof sessionStorage === 'undefined' ? undefined : (sessionStorage.getItem(KEY) ?? undefined);

export function savePromoCode(code: string | undefined): void {
  if (code) sessionStorage.setItem(KEY, code);
  else sessionStorage.removeItem(KEY);
}

/** Whether a refusal is about the code (then the code is taken off), in the page's language. */
export function isPromoRefusal(message: string, messages: Words['messages']): boolean {
  const fixed = [
    messages.promoUnknown,
    messages.promoExpired,
    messages.promoUsedUp,
    messages.promoAlreadyUsed,
  ];
  const patterned = [messages.promoNotYet, messages.promoMinimum].map((text) => text.split('{')[0] ?? text);
  return fixed.includes(message) || patterned.some((start) => start !== '' && message.startsWith(start));
}

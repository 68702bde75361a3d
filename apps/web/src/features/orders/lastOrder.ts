import { type NewOrderResponse, newOrderResponse } from '@shop/shared';

const KEY = 'lastOrder';

/**
 * The order checkout just placed: it arrives with the navigation to /success and is kept in the
 * session, so a reload of /success still shows it (and its WhatsApp link).
 */
export function rememberLastOrder(state: unknown): NewOrderResponse | null {
  const arrived = newOrderResponse.safeParse(state);
  if (arrived.success) {
    sessionStorage.setItem(KEY, JSON.stringify(arrived.data));
    return arrived.data;
  }
  try {
    const kept = newOrderResponse.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

import { type AuthResponse, localizedPath, splitLocale } from '@shop/shared';
import { useEffect } from 'react';
import { ENTRANCE_ANIMATION_KEY } from '../../lib/entranceFlag';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

/** A success message waiting for the page that the sign-in reload opens, with that page's address. */
const PENDING_TOAST_KEY = 'pendingToast';

interface PendingToast {
  message: string;
  target: string;
}

/**
 * Signs the user in on this device as docs/product.md §3.6 describes: keeps user and token, lets the
 * home page animate again and reloads at `target` (an app path, opened in the page's language), so every
 * screen starts from the signed-in state. `message` is shown once the new page is up.
 */
export function startSession(
  { user, token }: Pick<AuthResponse, 'user' | 'token'>,
  message: string,
  target: string,
) {
  useSession.getState().setSession(user, token);
  sessionStorage.removeItem(ENTRANCE_ANIMATION_KEY);
  const href = localizedPath(splitLocale(window.location.pathname).locale, target);
  const pending: PendingToast = { message, target: new URL(href, window.location.href).href };
  sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(pending));
  window.location.replace(href);
}

/**
 * The message the sign-in left, taken once as this page loads (so the header of the page that is about to
 * reload cannot show it) and removed at once: it belongs to the reload it announced, so a page that is not
 * that reload's target drops it rather than showing 'Logged In Successfully' after some later action.
 */
function takePendingToast(): string | null {
  const stored = sessionStorage.getItem(PENDING_TOAST_KEY);
  sessionStorage.removeItem(PENDING_TOAST_KEY);
  if (!stored) return null;
  try {
    const pending = JSON.parse(stored) as PendingToast;
    return pending.target === window.location.href ? pending.message : null;
  } catch {
    return null;
  }
}

// Nothing to take on the server (no sessionStorage): only the browser's page load has one.
let pendingToast = typeof sessionStorage === 'undefined' ? null : takePendingToast();

/** Shows the message `startSession` left before reloading (mounted with the signed-in header). */
export function usePendingToast() {
  const toast = useToast();
  useEffect(() => {
    if (!pendingToast) return;
    toast.success(pendingToast);
    pendingToast = null;
  }, [toast]);
}

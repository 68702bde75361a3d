import type { AuthResponse } from '@shop/shared';
import { useEffect } from 'react';
import { ENTRANCE_ANIMATION_KEY } from '../../lib/entranceFlag';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

/** A success message waiting for the page that the sign-in reload opens. */
const PENDING_TOAST_KEY = 'pendingToast';

/**
 * Signs the user in on this device as the spec describes (§4 Session): keeps user and token, lets the
 * home page animate again and reloads at `target`, so every screen starts from the signed-in state.
 * `message` is shown once the new page is up.
 */
export function startSession(
  { user, token }: Pick<AuthResponse, 'user' | 'token'>,
  message: string,
  target: string,
) {
  useSession.getState().setSession(user, token);
  sessionStorage.removeItem(ENTRANCE_ANIMATION_KEY);
  sessionStorage.setItem(PENDING_TOAST_KEY, message);
  window.location.replace(target);
}

/**
 * The message the previous page left, read once when this page loads: the signed-in header of the page
 * that is about to reload must not take it.
 */
let pendingToast = sessionStorage.getItem(PENDING_TOAST_KEY);

/** Shows the message `startSession` left before reloading (mounted with the signed-in header). */
export function usePendingToast() {
  const toast = useToast();
  useEffect(() => {
    if (!pendingToast) return;
    toast.success(pendingToast);
    pendingToast = null;
    sessionStorage.removeItem(PENDING_TOAST_KEY);
  }, [toast]);
}

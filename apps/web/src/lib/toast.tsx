import { UI_DURATIONS } from '@shop/shared';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { create } from 'zustand';
import { lazyPage } from './lazyPage';
import type { Toast } from './ToastSnackbar';

// The snackbar's code is fetched with the first toast, or ahead of it (`preloadToasts`).
const ToastSnackbar = lazyPage(() => import('./ToastSnackbar'));

/** Fetches the snackbar's code ahead of the first toast, so that the first one shows in the same frame. */
export const preloadToasts = (): Promise<unknown> => ToastSnackbar.preload();

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

/**
 * The one place at the bottom of the screen where notifications show. Whoever claimed it last owns it:
 * a newer toast or form error replaces the shown one at once instead of waiting behind it, so the
 * message on screen always belongs to the latest action.
 */
const useSlot = create<{ owner: number | null; toast: Toast | null }>(() => ({ owner: null, toast: null }));
let nextClaim = 1;

function claimSlot(): number {
  const claim = nextClaim++;
  useSlot.setState({ owner: claim });
  return claim;
}

function releaseSlot(claim: number) {
  useSlot.setState((slot) => (slot.owner === claim ? { owner: null } : slot));
}

/** The error toast on screen, if any, and the page it was shown on. */
let shownError: { claim: number; path: string } | null = null;

/**
 * An error toast is about the page it was shown on ('Please select color'): once the shopper has moved
 * to another page it goes. Success toasts stay (a save that leads to another page tells its outcome
 * there), and so does an error shown by the new page itself.
 */
export function dismissErrorToastOfOtherPage(pathname: string): void {
  if (shownError && shownError.path !== pathname) releaseSlot(shownError.claim);
  shownError = null;
}

/** Whether a notification is on screen: the floating buttons move out of its way. */
export function useNotificationShown(): boolean {
  return useSlot((slot) => slot.owner !== null);
}

/**
 * For a notification drawn outside the toast service (a form's error snackbar): while `open`, it takes
 * the slot from any toast, and gives it up to a later one. `key` changes with each new message.
 * Returns whether it may show.
 */
export function useNotificationSlot(key: number | undefined, open: boolean): boolean {
  const [claim, setClaim] = useState<number | null>(null);
  const owner = useSlot((slot) => slot.owner);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new message, claimed afresh
  useEffect(() => {
    if (!open) return;
    const mine = claimSlot();
    setClaim(mine);
    return () => releaseSlot(mine);
  }, [key, open]);
  return open && claim !== null && owner === claim;
}

function show(severity: Toast['severity'], message: string) {
  const id = claimSlot();
  shownError = severity === 'error' ? { claim: id, path: window.location.pathname } : null;
  useSlot.setState({ toast: { id, message, severity } });
}

/**
 * The shop's toasts: one store for the whole page, so that every part of it shows them in the one place,
 * whether the app drew the page or the page is islands each hydrated on its own (decision 098).
 */
const toastApi: ToastApi = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
};

const CARRIED_KEY = 'carriedToast';
let carrying = false;

/**
 * A success toast still on screen as the shopper leaves the page shows on the next one too, as it does
 * after the app's own navigation: a link from a page drawn as islands loads the next page (decision
 * 098). Only within its 5 s, and only on another page (a reload does not repeat it).
 */
export function carryToastsAcrossPages() {
  if (carrying) return;
  carrying = true;
  window.addEventListener('pagehide', () => {
    const { owner, toast } = useSlot.getState();
    if (!toast || owner !== toast.id || toast.severity !== 'success') return;
    const carried = { message: toast.message, path: window.location.pathname, at: Date.now() };
    try {
      sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
    } catch {
      // Storage refused (private mode, quota): the toast stays behind, as nothing is lost.
    }
  });
  try {
    const text = sessionStorage.getItem(CARRIED_KEY);
    sessionStorage.removeItem(CARRIED_KEY);
    const carried = text ? (JSON.parse(text) as { message: string; path: string; at: number }) : null;
    const age = carried ? Date.now() - carried.at : Number.POSITIVE_INFINITY;
    if (carried && age < UI_DURATIONS.toastMs && carried.path !== window.location.pathname) {
      show('success', carried.message);
    }
  } catch {
    // Nothing readable carried over.
  }
}

/** Runs `run` once the page shows its first toast (a page of islands draws its toasts' root then). */
export function onFirstToast(run: () => void): void {
  if (useSlot.getState().toast) {
    run();
    return;
  }
  const stop = useSlot.subscribe((slot) => {
    if (!slot.toast) return;
    stop();
    run();
  });
}

/** Toasts (bottom centre, scale transition, 5 s, docs/product.md §3.1), one at a time, the newest replacing the shown one. */
export function ToastHost() {
  const { owner, toast } = useSlot();
  useEffect(carryToastsAcrossPages, []);
  if (!toast || owner !== toast.id) return null;
  return (
    <Suspense fallback={null}>
      {/* A new key starts the new toast's own 5 s and transition; the replaced one leaves at once. */}
      <ToastSnackbar key={toast.id} toast={toast} onDone={() => releaseSlot(toast.id)} />
    </Suspense>
  );
}

/** The app's frame for toasts: its content, then the place where they show. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}

export function useToast(): ToastApi {
  return toastApi;
}

import { useEffect, useState } from 'react';

/**
 * sessionStorage key of the entrance-animation flag (spec §2): set after the first home visit of a
 * browser session; signing in or registering removes it so the welcome plays again.
 */
export const ANIMATED_KEY = 'animated';

function firstVisit(): boolean {
  try {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return !reduced && sessionStorage.getItem(ANIMATED_KEY) === null;
  } catch {
    // Storage can be blocked (privacy settings): no animation then, rather than one on every visit.
    return false;
  }
}

/** Whether the home page plays its entrance animations this time: first visit, motion allowed. */
export function useEntranceAnimation(): boolean {
  const [animate] = useState(firstVisit);
  useEffect(() => {
    try {
      sessionStorage.setItem(ANIMATED_KEY, 'true');
    } catch {
      // Nothing to remember without storage.
    }
  }, []);
  return animate;
}

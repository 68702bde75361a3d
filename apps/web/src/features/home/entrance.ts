import { useEffect, useState } from 'react';
import { ENTRANCE_ANIMATION_KEY } from '../../lib/entranceFlag';
import { useHydrated } from '../../lib/hydration';

function firstVisit(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return !reduced && sessionStorage.getItem(ENTRANCE_ANIMATION_KEY) === null;
  } catch {
    // Storage can be blocked (privacy settings): no animation then, rather than one on every visit.
    return false;
  }
}

/**
 * Whether the home page plays its entrance animations this time: first visit, motion allowed. While a
 * server-rendered home page is hydrated it is false: what is in view stays as the server sent it, and
 * the sections below the fold, built after that, still enter.
 */
export function useEntranceAnimation(): boolean {
  const [animate] = useState(firstVisit);
  const hydrated = useHydrated();
  useEffect(() => {
    try {
      sessionStorage.setItem(ENTRANCE_ANIMATION_KEY, 'true');
    } catch {
      // Nothing to remember without storage.
    }
  }, []);
  return animate && hydrated;
}

import { useEffect, useState } from 'react';
import { ENTRANCE_ANIMATION_KEY } from '../../lib/entranceFlag';

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

/** Whether the home page plays its entrance animations this time: first visit, motion allowed. */
export function useEntranceAnimation(): boolean {
  const [animate] = useState(firstVisit);
  useEffect(() => {
    try {
      sessionStorage.setItem(ENTRANCE_ANIMATION_KEY, 'true');
    } catch {
      // Nothing to remember without storage.
    }
  }, []);
  return animate;
}

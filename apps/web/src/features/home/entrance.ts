import { ENTRANCE_ANIMATION_KEY } from '../../lib/entranceFlag';

/** Whether the home page plays its entrance animations this time: first visit of the session, motion allowed. */
export function playsEntrance(): boolean {
  try {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return !reduced && sessionStorage.getItem(ENTRANCE_ANIMATION_KEY) === null;
  } catch {
    // Storage can be blocked (privacy settings): no animation then, rather than one on every visit.
    return false;
  }
}

/** The entrance has played for this session (signing in or registering removes the flag). */
export function rememberEntrance(): void {
  try {
    sessionStorage.setItem(ENTRANCE_ANIMATION_KEY, 'true');
  } catch {
    // Nothing to remember without storage.
  }
}

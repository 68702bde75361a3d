import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll offsets of visited history entries (this tab only), by location key. */
const positions = new Map<string, number>();
const RESTORE_FRAMES = 60;
/** The document's first screen: the browser has placed it; measuring it would force a layout. */
let firstScreen = true;

/** Scrolls to y once the page is tall enough (its data may still be arriving), giving up after ~1 s. */
function restore(y: number, frame = 0) {
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
  if (reachable || frame >= RESTORE_FRAMES) {
    window.scrollTo(0, y);
    return;
  }
  requestAnimationFrame(() => restore(y, frame + 1));
}

/**
 * New pages start at the top; Back and Forward return to where the visitor was (the declarative router
 * has no <ScrollRestoration>). In-page anchors (#main), and the page the document was loaded with, are
 * left to the browser.
 */
export function ScrollManager() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    if (hash) return;
    if (navigationType === 'POP') restore(positions.get(key) ?? 0);
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}

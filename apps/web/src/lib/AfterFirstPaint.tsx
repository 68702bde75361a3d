import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Set once the document's first screen has painted: later screens render whole at once. */
let firstPaintDone = false;

/**
 * Content below the fold of the document's first screen, rendered after that screen has painted (an
 * effect runs after the paint) and as a transition, in slices. The first paint then builds only what is
 * in view (Lighthouse's LCP and Total Blocking Time); `fallback` holds the content's place where
 * something in view would otherwise move when it arrives.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(firstPaintDone);
  useEffect(() => {
    if (ready) return;
    startTransition(() => {
      firstPaintDone = true;
      setReady(true);
    });
  }, [ready]);
  return ready ? children : fallback;
}

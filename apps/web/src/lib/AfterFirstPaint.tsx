import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { serverRendered } from './hydration';

/** Set once the document's first screen has painted: later screens render whole at once. */
let firstPaintDone = false;

/** On the server, and in the browser on the page it rendered: the content is there from the start. */
const renderedWhole = typeof document === 'undefined' || serverRendered;

/**
 * Content below the fold of the document's first screen, when the browser renders it: rendered after
 * that screen has painted (an effect runs after the paint) and as a transition, in slices. The first paint then builds only what is
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
  // A server-rendered page has it all in its HTML (server and hydration render it at once): only a first
  // screen the browser renders itself builds it afterwards. Not `useHydrated`: its re-render after
  // hydration would hand the content below new props, and React would then hydrate it at once, in one
  // long task, instead of in slices at low priority (decision 017).
  const [ready, setReady] = useState(() => renderedWhole || firstPaintDone);
  useEffect(() => {
    firstPaintDone = true;
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  // A Suspense boundary: React hydrates it on its own, after what surrounds it. (Not `HydrateOnItsOwn`,
  // which would hydrate it whole in one later task in an island: the parts inside choose their own.)
  return ready ? <Suspense fallback={null}>{children}</Suspense> : fallback;
}

import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after what surrounds it (a Suspense
 * boundary is a separate unit of hydration): the browser's work comes in shorter tasks, and the rest of
 * the page responds before this part is ready. On a page the browser renders itself it changes nothing,
 * nor in an island, which Preact hydrates whole (decision 115).
 */
export function HydrateOnItsOwn({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

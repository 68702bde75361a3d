import { type ReactNode, Suspense } from 'react';
import { hydratingIsland } from './islands/hydratingIsland';

/** Resolves in a task after this one (a message's: no timer's minimum delay). */
function aTaskLater(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * While an island hydrates (`hydratingIsland()`), suspends until a task later: Preact keeps the server's
 * HTML of the part as it is, and hydrates it when it renders again, after the wait (or sooner, if what
 * surrounds it renders again first). By then the island's hydration is over, and the part renders.
 * Anywhere else (the app, a render after the hydration) it renders its children at once.
 */
function InALaterTask({ children }: { children: ReactNode }) {
  if (hydratingIsland()) throw aTaskLater();
  return children;
}

/**
 * A part of a server-rendered page hydrated on its own, after what surrounds it: the browser's work
 * comes in shorter tasks, and the rest of the page responds before this part is ready. React hydrates
 * a Suspense boundary as a unit of its own; in an island, which Preact hydrates in one go (decision
 * 115), `InALaterTask` makes it wait a task. The part must be the only child of an element of its own
 * (a suspended part has no element Preact could move), and a part inside it hydrates with it. On a page
 * the browser renders itself it changes nothing.
 */
export function HydrateOnItsOwn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <InALaterTask>{children}</InALaterTask>
    </Suspense>
  );
}

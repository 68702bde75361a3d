import { type ReactNode, Suspense, useState } from 'react';
import { hydratingIsland } from './islands/hydratingIsland';

/** A wait until a task after this one (a message's: no timer's minimum delay). */
function aTaskLater() {
  const wait = { over: false, promise: Promise.resolve() };
  wait.promise = new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      wait.over = true;
      resolve();
    };
    channel.port2.postMessage(null);
  });
  return wait;
}

/**
 * Suspends while an island hydrates, until a task later: Preact then keeps the server's HTML of the
 * part as it is (the server marks its range for Preact, modules/pages/render.ts) and hydrates it in
 * that later task. Anywhere else (the app, a render after the hydration) it renders its children.
 */
function InALaterTask({ children }: { children: ReactNode }) {
  const [wait] = useState(() => (hydratingIsland() ? aTaskLater() : undefined));
  if (wait && !wait.over) throw wait.promise;
  return children;
}

/**
 * A part of a server-rendered page hydrated on its own, after what surrounds it, in a task of its own:
 * the browser's work comes in shorter tasks, and the rest of the page responds before this part is ready.
 * React hydrates a Suspense boundary as a unit of its own; Preact, which hydrates the islands (decision
 * 115) in one go, is made to by `InALaterTask`. On a page the browser renders itself it changes nothing.
 */
export function HydrateOnItsOwn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <InALaterTask>{children}</InALaterTask>
    </Suspense>
  );
}

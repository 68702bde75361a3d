/**
 * What the islands' build (vite.config.ts, decision 115) gives `import … from 'react-dom/client'`:
 * Preact's roots, with React's `identifierPrefix`, and the server's ids replaced by the browser's as an
 * island hydrates.
 */
import { createElement, options, type VNode } from 'preact';
import { hydrateRoot as compatHydrateRoot, createRoot } from 'preact/compat/client';
import type { ReactNode } from 'react';
import { IdentifierPrefix } from './react';

export { createRoot };

/**
 * Hydrates `container` as React's `hydrateRoot` does. What a shopper typed into a text area before the
 * code came stays (decision 085: the page's form then takes it up), as React keeps it: Preact's
 * hydration sets a text area's value to the one rendered.
 */
export function hydrateRoot(
  container: Element,
  children: ReactNode,
  rootOptions?: { identifierPrefix?: string },
) {
  const typed = [...container.querySelectorAll('textarea')].map((area) => [area, area.value] as const);
  const root = compatHydrateRoot(
    container,
    createElement(IdentifierPrefix.Provider, { value: rootOptions?.identifierPrefix ?? '' }, children),
  );
  for (const [area, value] of typed) if (area.value !== value) area.value = value;
  return root;
}

/** The props that hold an id (`useId`'s), or name one: each is its attribute's name but `htmlFor`. */
const ID_PROPS = [
  'id',
  'htmlFor',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-activedescendant',
  'aria-errormessage',
  'aria-owns',
];

/**
 * The server draws the islands with React, whose `useId` values differ from Preact's, and Preact's
 * hydration keeps the server's attributes (it only attaches the handlers). A label, a popup or a
 * description drawn later by the browser would then name an id the page does not have: as each
 * element is drawn or hydrated, an id attribute that is not the browser's value is set to it.
 * (`__e`, the vnode's element, is the name Preact's build gives it, as its devtools read it.)
 */
const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  const element = (vnode as VNode & { __e?: Element | null }).__e;
  if (typeof vnode.type === 'string' && element) {
    const props = vnode.props as Record<string, unknown>;
    for (const prop of ID_PROPS) {
      const value = props[prop];
      const attribute = prop === 'htmlFor' ? 'for' : prop;
      if (typeof value === 'string' && element.getAttribute(attribute) !== value) {
        element.setAttribute(attribute, value);
      }
    }
  }
  previousDiffed?.(vnode);
};

/**
 * An element the browser draws where the server's HTML has none (a hydration mismatch) is reported as
 * React reports one, on the console (e2e/tests/server-render.spec.ts fails on it); Preact, silent about
 * it, draws it and goes on. (`__m` is the name Preact's build gives that hook, as its debug module sets
 * it. A text that differs is made the browser's, unreported: the server-render journeys do not see that.)
 */
(options as { __m?: (vnode: VNode) => void }).__m = (vnode) => {
  console.error(`Hydration mismatch: the server's HTML has no <${String(vnode.type)}> here`);
};

/**
 * Preact renders a state change in a microtask, and the browser runs microtasks between an event's
 * listeners. A radio or checkbox is checked before its click is dispatched and fires `change` after it
 * only if it still is: one whose click handler sets state (MUI's `Rating`) was drawn unchecked again by
 * that render, and its `change` never came (React listens to the click for it). A change made in such a
 * click is rendered once the click is over, in a task of its own right after it; any other in a
 * microtask, as Preact does (a second key press must see the first one's state).
 */
function inCheckableClick(): boolean {
  const event = window.event;
  const target = event?.target;
  return (
    event?.type === 'click' &&
    target instanceof HTMLInputElement &&
    (target.type === 'radio' || target.type === 'checkbox')
  );
}

const renders = new MessageChannel();
let pending: (() => void)[] = [];
renders.port1.onmessage = () => {
  const callbacks = pending;
  pending = [];
  for (const callback of callbacks) callback();
};
options.debounceRendering = (callback) => {
  if (!inCheckableClick()) queueMicrotask(callback);
  else if (pending.push(callback) === 1) renders.port2.postMessage(null);
};

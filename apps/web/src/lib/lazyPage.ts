import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

/**
 * A route's page (or a part of one, such as a dialog) as its own chunk, loaded when first shown;
 * `preload` fetches it ahead (the first render waits for the current page's, tests warm large pages with
 * it, a pointer nearing a dialog's button fetches the dialog). Once loaded, the page renders directly:
 * `lazy` alone would suspend once more and paint the loader for a page whose code is already here.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page's props are whatever the route gives it.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

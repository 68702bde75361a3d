import { type ComponentType, lazy } from 'react';

/**
 * A route's page as its own chunk, loaded when first shown; `preload` fetches it ahead (tests warm
 * large pages with it). Features export their pages this way from their index.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page's props are whatever the route gives it.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}

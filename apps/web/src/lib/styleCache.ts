import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { SERVER_CSS_ATTRIBUTE } from '@shop/shared';

/** Emotion's cache options: one key everywhere; a right-to-left page adds the mirroring plugins (lib/rtlStyles). */
export const styleCacheOptions = (stylisPlugins?: StylisPlugin[]) => ({ key: 'css', stylisPlugins });

/**
 * The browser's emotion cache. On a server-rendered page (decisions 015, 046) it adopts the rules the server
 * put in `<head>` (one element, named by SERVER_CSS_ATTRIBUTE) by name, without touching the element:
 * hydration then inserts no rule the page already has, and the browser parses none again.
 */
export function browserStyleCache(stylisPlugins?: StylisPlugin[]): EmotionCache {
  const cache = createCache(styleCacheOptions(stylisPlugins));
  const names = document.querySelector(`style[${SERVER_CSS_ATTRIBUTE}]`)?.getAttribute(SERVER_CSS_ATTRIBUTE);
  for (const name of names?.split(' ') ?? []) if (name) cache.inserted[name] = true;
  return cache;
}

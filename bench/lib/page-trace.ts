import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ar } from '@shop/shared/i18n/ar';
import { en } from '@shop/shared/i18n/en';
import { chromium, type Page } from 'playwright-core';
import type { PageName } from './shop-pages.js';
import { type Trace, type TraceEvent, workOf } from './trace-work.js';

/** One page load in Chromium with the CPU slowed, traced from its request until it has settled. */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SLOWDOWN = 4;

/** The button a shopper taps on each kind of page, by its name in the page's language. */
export function tapOf(name: PageName): string | undefined {
  const words = name.startsWith('ar-') ? ar : en;
  const page = name.replace(/^ar-/, '');
  if (page === 'product') return words.productPage.addToCart;
  if (['listing', 'category', 'subcategory', 'search'].includes(page)) return words.catalog.filters;
  return undefined;
}

/**
 * Taps the button named `name` and returns the longest interaction the Event Timing API saw (its
 * duration runs to the next paint; one under 16 ms is not reported, and counts as 16).
 */
async function tapMs(page: Page, name: string): Promise<number> {
  // Run in the page (bench/ has no DOM types): the observer keeps the longest interaction.
  await page.evaluate(`window.longestTap = 16;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.longestTap = Math.max(window.longestTap, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });`);
  await page.getByRole('button', { name, exact: true }).first().click();
  // The observer reports after the next paint: two frames and a little more.
  await page.waitForTimeout(500);
  return Number(await page.evaluate('window.longestTap'));
}

/** gzip bytes of a built file, as the server's compression sends it (zlib's default level). */
const gzipCache = new Map<string, number>();
async function gzipBytes(webDist: string, pathname: string): Promise<number> {
  const file = path.join(webDist, pathname);
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(await readFile(file)).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

export async function trace(url: string, webDist: string, tap?: string): Promise<Trace> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().resourceType() === 'script' && pathname.startsWith('/assets/'))
        scripts.add(pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
        'loading',
      ],
    });
    await page.goto(url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const sizes = await Promise.all([...scripts].map((pathname) => gzipBytes(webDist, pathname)));
    const firstPaintJsKb = Math.round(sizes.reduce((sum, bytes) => sum + bytes, 0) / 100) / 10;
    const tapped = tap ? { tapMs: await tapMs(page, tap) } : {};
    return { ...workOf(traceEvents), firstPaintJsKb, ...tapped };
  } finally {
    await browser.close();
  }
}

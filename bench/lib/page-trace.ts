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

/** A tap a shopper makes on a page: the button (its name in the page's language) and what answers it. */
export interface Tap {
  button: string;
  /** The answer, as a CSS selector: the tap counts until it is painted. */
  answer: string;
}

/** The tap measured on each kind of page: Add to Cart (its toast) or a listing's Filters (its drawer). */
export function tapOf(name: PageName): Tap | undefined {
  const words = name.startsWith('ar-') ? ar : en;
  const page = name.replace(/^ar-/, '');
  if (page === 'product') return { button: words.productPage.addToCart, answer: '[role="alert"]' };
  if (['listing', 'category', 'subcategory', 'search'].includes(page))
    return { button: words.catalog.filters, answer: 'dialog[open]' };
  return undefined;
}

/**
 * Scrolls the tap's button into view and lets the page settle (what the scroll brought near has
 * hydrated, the network is idle, the browser has been idle twice), then taps it and returns the ms from
 * the tap (the pointerdown's time stamp) until its answer is painted: found laid out at a frame's start,
 * the frame's rendering done (a task queued from that frame's animation callback runs after it).
 */
async function tapMs(page: Page, { button, answer }: Tap): Promise<number> {
  const target = page.getByRole('button', { name: button, exact: true }).first();
  await target.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Run in the page (bench/ has no DOM types).
  await page.evaluate(`new Promise((settled) =>
    requestIdleCallback(() => requestIdleCallback(() => settled(0), { timeout: 3000 }), { timeout: 3000 }))`);
  // An answer already on the page before the tap (a toast shown earlier) does not count.
  await page.evaluate(`window.tapAnswered = new Promise((answered) => {
    setTimeout(() => answered(-1), 10000);
    const earlier = new Set(document.querySelectorAll(${JSON.stringify(answer)}));
    document.addEventListener('pointerdown', (event) => {
      const tappedAt = event.timeStamp;
      const look = () => {
        const shown = [...document.querySelectorAll(${JSON.stringify(answer)})].find(
          (element) => !earlier.has(element) && element.getBoundingClientRect().width > 0);
        if (shown)
          requestAnimationFrame(() => setTimeout(() => answered(performance.now() - tappedAt)));
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, { capture: true, once: true });
  }); 0`);
  await target.click();
  const ms = Number(await page.evaluate('window.tapAnswered'));
  if (ms < 0) throw new Error(`Tapped ${button}: ${answer} was not shown within 10 s`);
  return ms;
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

export async function trace(url: string, webDist: string, tap?: Tap): Promise<Trace> {
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

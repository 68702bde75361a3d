import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { languageFiles, readManifest } from '@shop/server/bench';
import { type Locale, PAGES } from '@shop/shared';
import { scriptsLoadedInBrowser } from './lib/browser.js';
import { ROOT } from './lib/processes.js';
import { saveResult, table } from './lib/report.js';

/**
 * `npm run bundle -w @shop/bench` after `npm run build -w @shop/web`: the gzip size of the JavaScript the
 * home route needs before it can render, against the 170 kB budget; exits 1 over budget.
 *
 * Counted: the entry script and the modulepreload links of index.html (what the browser fetches at once)
 * plus the home route's lazy chunk and the chunks it imports statically (fetched right after the entry
 * runs, before the home page can show), and every page's words (one chunk per language, issue 36; English
 * for the budget, Arabic and French reported beside it with the right-to-left style plugins). CSS is
 * listed beside it. gzip at zlib's default level, as the server's compression sends it.
 */

/**
 * 170 kB until 2026-11-24, when the home route had measured 172–175 kB for two days: the cart's server
 * sync, the header search and the start in tasks (decision 018, +1.2 kB for a TBT 98–168 ms lower) had
 * been added knowingly. Lighthouse mobile (`npm run lighthouse`, median of 3) measured home / listing /
 * product 99 / 98 / 100, CLS 0, on 2026-11-24 at 175.5 kB. The budget now catches what is added
 * unnoticed from here, with room for about one feature of that size.
 */
/**
 * 180 kB until issue 36 (2026-11-28): every page's words became a chunk of their own, counted here (English
 * 3.0 kB; the pages' own words, 2.3 kB more, come with the pages that read them), with the language's
 * runtime and switcher in the entry: 178.2 → 185.5 kB. The budget keeps its room above that.
 */
const BUDGET_KB = 190;
/** The build to measure: WEB_DIST (as the server reads it), by default apps/web/dist. */
const DIST = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));

interface Asset {
  file: string;
  why: string;
  raw: number;
  gzip: number;
}

async function measure(file: string, why: string): Promise<Asset> {
  const content = await readFile(path.join(DIST, file));
  return { file, why, raw: content.length, gzip: gzipSync(content).length };
}

/** `<script type="module" src>` and `<link rel="modulepreload" href>` of the built index.html, in order. */
function initialScripts(html: string): { file: string; why: string }[] {
  const found: { file: string; why: string }[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) found.push({ file: src, why: 'entry' });
    if (/rel="modulepreload"/.test(tag)) found.push({ file: src, why: 'modulepreload' });
  }
  return found;
}

/** Relative chunks a built ES module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string): string[] {
  const specifiers = [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)];
  return specifiers.map((m) => m[1] as string);
}

/** The built chunk `<name>-<hash>.js`. */
async function chunkNamed(name: string): Promise<string> {
  const assets = await readdir(path.join(DIST, 'assets'));
  const chunk = assets.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  if (!chunk) throw new Error(`No ${name}-*.js in ${DIST}/assets: is it lazy-loaded?`);
  return chunk;
}

/** The route chunk and, transitively, everything it imports statically that the page does not have yet. */
async function routeChunks(routeChunk: string, have: Set<string>): Promise<{ file: string; why: string }[]> {
  const chunk = await chunkNamed(routeChunk);
  const found: { file: string; why: string }[] = [];
  const visit = async (file: string, why: string) => {
    if (have.has(file)) return;
    have.add(file);
    found.push({ file, why });
    const code = await readFile(path.join(DIST, file), 'utf8');
    for (const spec of staticImports(code)) {
      await visit(path.posix.join(path.posix.dirname(file), spec), `imported by ${path.basename(file)}`);
    }
  };
  await visit(`assets/${chunk}`, 'home route chunk');
  return found;
}

/** kB of 1000 bytes, as Vite's build report counts them (the stricter reading of the budget). */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/**
 * What a route needs before it can render: index.html's scripts, their imports, the route chunk. `have`
 * collects every file (several routes' closures in one set).
 */
async function renderBlockingScripts(
  routeChunk: string,
  have = new Set<string>(),
  html?: string,
): Promise<{ file: string; why: string }[]> {
  const page =
    html ??
    (await readFile(path.join(DIST, 'index.html'), 'utf8').catch(() => {
      throw new Error(`${DIST}/index.html is missing: run \`npm run build -w @shop/web\` first`);
    }));
  const initial = initialScripts(page);
  for (const s of initial) have.add(s.file);
  for (const s of initial) {
    const code = await readFile(path.join(DIST, s.file), 'utf8');
    for (const spec of staticImports(code)) have.add(path.posix.join(path.posix.dirname(s.file), spec));
  }
  return [...initial, ...(await routeChunks(routeChunk, have))];
}

const gzipTotal = (list: Asset[]) => list.reduce((sum, a) => sum + a.gzip, 0);

/**
 * What the home page in `locale` loads before it starts besides its route, as the server preloads it
 * (`languageFiles`): the words it reads (`PAGES.home.words`) and, right to left, the style plugins; the
 * files a page already has are not counted again.
 */
function languageScripts(locale: Locale, have: Set<string>) {
  const manifest = readManifest(DIST);
  if (Object.keys(manifest).length === 0)
    throw new Error(`${DIST} has no .vite/manifest.json: build the web app`);
  return languageFiles(manifest, locale, PAGES.home?.words ?? 'shell')
    .filter((file) => !have.has(file))
    .map((file) => ({
      file,
      why: `${locale} page's ${path.basename(file).startsWith('rtlStyles') ? 'RTL styles' : 'words'}`,
    }));
}

/** Every storefront page's lazy chunk: what a shopper's browser may load. */
const STOREFRONT_PAGES = [
  'HomePage',
  'ListingPage',
  'ProductPage',
  'CartPage',
  'FavoritesPage',
  'ContactPage',
  'LoginPage',
  'RegisterPage',
  'MyOrdersPage',
  'OrderDetailsPage',
  'SuccessPage',
];

/**
 * The admin's sales chart (MUI X Charts, issue "The shop owner's morning"): its chunk and the chunks only
 * it brings, and whether any storefront page's static closure reaches one of them (it must not).
 */
async function adminChart(): Promise<{ chart: Asset[]; onStorefront: string[] }> {
  const storefront = new Set<string>();
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  for (const page of STOREFRONT_PAGES) await renderBlockingScripts(page, storefront, html);
  const chart = await routeChunks('SalesChart', new Set(storefront));
  const onStorefront = chart.filter((c) => storefront.has(c.file)).map((c) => c.file);
  return {
    chart: await Promise.all(chart.map((c) => measure(c.file, `admin chart: ${c.why}`))),
    onStorefront,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'route-chunk': { type: 'string', default: 'HomePage' },
      browser: { type: 'boolean', default: false },
    },
  });
  const have = new Set<string>();
  const route = await renderBlockingScripts(values['route-chunk'], have);
  const scripts = [...route, ...languageScripts('en', new Set(have))];
  const js = await Promise.all(scripts.map((s) => measure(s.file, s.why)));
  const inOtherLanguages = await Promise.all(
    (['ar', 'fr'] as const).map(async (locale) => {
      const own = await Promise.all(
        languageScripts(locale, new Set(have)).map((s) => measure(s.file, s.why)),
      );
      return {
        locale,
        kb: kb(gzipTotal(js) - gzipTotal(js.filter((a) => a.why.startsWith('en '))) + gzipTotal(own)),
      };
    }),
  );
  // Optional: what a real browser also fetches once the page has rendered (lazy layout parts).
  const fetched = values.browser ? await scriptsLoadedInBrowser(DIST, '/') : [];
  const afterRender = await Promise.all(
    fetched
      .filter((file) => !scripts.some((s) => s.file === file))
      .map((file) => measure(file, 'fetched after render (Chromium)')),
  );
  const cssFiles = (await readdir(path.join(DIST, 'assets'))).filter((f) => f.endsWith('.css'));
  const css = await Promise.all(cssFiles.map((f) => measure(`assets/${f}`, 'stylesheet')));
  const initialKb = kb(gzipTotal(js));
  const htmlOnly = js.filter((a) => a.why === 'entry' || a.why === 'modulepreload');
  const over = initialKb > BUDGET_KB;

  const rows = [...js, ...afterRender, ...css].map((a) => [a.file, a.why, kb(a.raw), kb(a.gzip)]);
  console.log(table(['file', 'loaded as', 'raw kB', 'gzip kB'], rows));
  console.log(`\nindex.html scripts (entry + modulepreload): ${kb(gzipTotal(htmlOnly))} kB gzip`);
  console.log(
    `Initial JavaScript of the home route: ${initialKb} kB gzip (budget ${BUDGET_KB} kB) ${over ? 'OVER BUDGET' : 'ok'}`,
  );
  if (values.browser) {
    console.log(
      `All JavaScript Chromium fetched for /: ${kb(gzipTotal(js) + gzipTotal(afterRender))} kB gzip`,
    );
  }
  for (const { locale, kb: size } of inOtherLanguages) {
    console.log(
      `Initial JavaScript of the home route in ${locale === 'ar' ? 'Arabic' : 'French'}: ${size} kB gzip`,
    );
  }
  console.log(`CSS: ${kb(gzipTotal(css))} kB gzip`);
  const { chart, onStorefront } = await adminChart();
  console.log(
    `Admin sales chart (loaded on /admin/dashboard only): ${kb(gzipTotal(chart))} kB gzip in ${chart.length} chunk(s); ` +
      (onStorefront.length
        ? `ON STOREFRONT ROUTES: ${onStorefront.join(', ')}`
        : 'no byte of it on storefront routes'),
  );
  await saveResult('bundle', {
    budgetKb: BUDGET_KB,
    initialJsGzipKb: initialKb,
    initialJsGzipKbByLanguage: Object.fromEntries([
      ['en', initialKb],
      ...inOtherLanguages.map(({ locale, kb: size }) => [locale, size]),
    ]),
    indexHtmlJsGzipKb: kb(gzipTotal(htmlOnly)),
    afterRenderJsGzipKb: values.browser ? kb(gzipTotal(afterRender)) : null,
    cssGzipKb: kb(gzipTotal(css)),
    adminChartGzipKb: kb(gzipTotal(chart)),
    adminChartOnStorefront: onStorefront,
    assets: [...js, ...afterRender, ...css, ...chart],
  });
  if (over || onStorefront.length) process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

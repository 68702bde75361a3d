import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAGES } from '@shop/shared';

/** The modules of three pages the server draws, as the manifest names them. */
export const MODULES = {
  home: PAGES.home?.module ?? '',
  listing: PAGES.products?.module ?? '',
  product: PAGES.product?.module ?? '',
};

/** A product name that would end a `<script>` element or an HTML comment if it were not escaped. */
export const HOSTILE = '</script><script>alert(1)</script>\u2028<!--';

/** A built web app's shell: its entry script and one module preload, as Vite writes them. */
export const SHELL = `<!doctype html><html lang="en"><head><title>Shop</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
</head><body><div id="root"></div></body></html>`;

/** The shape of Vite's manifest: the product page's chunk imports a shared chunk and the app's vendor chunk. */
export const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b2.js' },
  '_card.js': { file: 'assets/card-c3.js', imports: ['_react.js'] },
  [MODULES.product]: { file: 'assets/ProductPage-d4.js', imports: ['_card.js', '_react.js'] },
  [MODULES.listing]: { file: 'assets/ListingPage-e5.js', imports: ['_card.js'] },
  [MODULES.home]: { file: 'assets/HomePage-f6.js' },
  // Each language's words (every page's, the pages' own), and the right-to-left style plugins, as
  // dynamic imports of the entry.
  '../../packages/shared/src/i18n/en/shell.ts': { file: 'assets/en-w1.js', imports: ['index.html'] },
  '../../packages/shared/src/i18n/en/pages.ts': { file: 'assets/en-p1.js', imports: ['index.html'] },
  '../../packages/shared/src/i18n/ar/shell.ts': { file: 'assets/ar-w2.js', imports: ['index.html'] },
  '../../packages/shared/src/i18n/ar/pages.ts': { file: 'assets/ar-p2.js', imports: ['index.html'] },
  'src/lib/rtlStyles.ts': { file: 'assets/rtlStyles-r1.js', imports: ['_react.js'] },
};

/**
 * A web app build in a temporary folder (`dist` with the shell and manifest) and, given its source, the
 * server renderer beside it (`dist-ssr/entry-server.mjs`). `remove` deletes it all.
 */
export async function makeWebBuild(renderer?: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  const webDist = path.join(root, 'dist');
  await mkdir(path.join(webDist, '.vite'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  if (renderer !== undefined) {
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.mjs'), renderer);
  }
  return { webDist, remove: () => rm(root, { recursive: true, force: true }) };
}

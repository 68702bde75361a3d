import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { endpoints } from '@shop/shared';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const api = 'http://localhost:3000';

/** `vite build --mode islands`: the islands' entry on Preact (decision 115). */
const ISLANDS_MODE = 'islands';

/**
 * Vendor code that every page needs goes to a few long-lived chunks (they change far less often than our
 * code). `$initial` keeps MUI components used only by lazy routes out of the first download.
 *
 * The islands' build (decision 115) groups its vendors the same way, Preact in the chunk named `react`.
 *
 * A server-rendered page runs its first chunks one by one, each in a task of its own (the server's
 * `APP_LOADER`): no chunk should take much more than 10 ms to evaluate on a fast machine (×4 on a slow
 * phone, where a task over 50 ms blocks input). Hence MUI in two chunks (its styling engine and default
 * theme, then its components), React DOM's start in React's chunk (`app/reactDom.ts`), and our theme in a
 * chunk of its own.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|[\\/]src[\\/](app[\\/]reactDom|lib[\\/]islands[\\/]preact[\\/]\w+)\.ts$/,
    priority: 3,
  },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
  { name: 'data', test: /node_modules[\\/](@tanstack|zustand|clsx)[\\/]/, priority: 3 },
  {
    name: 'mui-styles',
    test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|colors))[\\/]/,
    priority: 3,
  },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@popperjs|react-transition-group)/,
    priority: 2,
  },
  { name: 'theme', test: /[\\/]src[\\/]app[\\/](theme|fonts)\.ts$/, priority: 2 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * The islands' build's own groups. Left to itself, Rolldown made a chunk of nearly every module an island
 * imports, and a listing loaded 50 files: each its own request, preload and task on the main thread.
 * Grouped, it loads 12: the islands' entry with everything it imports; the islands every page has (the
 * header's, the footer's, the cart's sync) with what they import besides, apart so that the entry's
 * evaluation stays a short task; a product card with its parts (listings, the home page, a product's
 * page); then the page's own islands. The layout's and the card's chunks are named `*.island`, like an
 * island's own chunk (`ISLAND_CHUNK`): their imports list no preloads.
 */
const islandGroups = [
  { name: 'islands', test: /[\\/]src[\\/]islands\.tsx$/, priority: 2 },
  {
    name: 'layout.island',
    test: /[\\/]src[\\/](app[\\/]layout[\\/]\w+|features[\\/]catalog[\\/]search[\\/]HeaderSearch|features[\\/]cart[\\/]CartSync)\.island\.tsx$/,
    priority: 1,
  },
  { name: 'card.island', test: /[\\/]src[\\/]components[\\/]product[\\/]ProductCard\.tsx$/ },
];

/** The contract's tree of endpoints with each endpoint's method and path alone. */
function methodsAndPaths(group: object): unknown {
  if ('method' in group && 'path' in group) return { method: group.method, path: group.path };
  return Object.fromEntries(Object.entries(group).map(([name, value]) => [name, methodsAndPaths(value)]));
}

/**
 * The contract's endpoints (`endpoints` in @shop/shared) carry their zod schemas, which the app reads only
 * to check each answer in development (lib/api.ts). A build gets the same tree with each endpoint's
 * method and path alone, read from the contract as the build starts: neither the schemas nor zod reach
 * the first download, and nothing is declared twice. (`allEndpoints`, the server's list, is left out: an
 * import of it from the app fails the build.)
 */
function contractWithoutSchemas(): Plugin {
  const contract = fileURLToPath(new URL('../../packages/shared/src/api/index.ts', import.meta.url));
  let tree = '';
  return {
    name: 'contract-without-schemas',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ endpoints: typeof endpoints }>(contract);
      tree = JSON.stringify(methodsAndPaths(module.endpoints));
    },
    load: (id) =>
      id === contract ? `export * from './endpoint.js';\nexport const endpoints = ${tree};\n` : null,
  };
}

/** The chunk of an island module (`*.island.tsx`), named after it. */
const ISLAND_CHUNK = /\.island-[\w-]+\.js$/;

/**
 * The islands' build's own outputs. Where each island module (`*.island.tsx`, decision 098) ended up:
 * `dist/.vite/islands.json`, module (as the manifest names modules) → file of the chunk holding it. An
 * island another island imports statically shares a chunk that Vite's manifest lists under the chunk's
 * name only; the server looks its file up in the manifest to list the page's islands' code. No style
 * sheet: the islands' styles are in the app's, which every page links.
 */
function islandChunks(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'island-chunks',
    apply: 'build',
    // After Vite's own plugins have added the style sheet to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (fileName.endsWith('.css')) delete bundle[fileName];
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (id.endsWith('.island.tsx'))
            files[path.relative(root, id).split(path.sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/islands.json',
        source: JSON.stringify(files, null, 2),
      });
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Each script and style sheet also written compressed, `.br` (brotli's best) and `.gz`, which the server
 * sends as they are (apps/server/src/plugins/web.ts, `preCompressed`): compressed once here at the
 * highest levels instead of at a low level on every request, the downloads are smaller and serving them
 * costs the server no compression.
 */
function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter(
        (file) => /\.(js|css|svg)$/.test(file.fileName) && file.fileName.startsWith('assets/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (source.length < 1024) return;
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * `import … from 'react'` and React DOM's client in the islands' build: Preact's compat layer, through
 * our two modules that add what it lacks (src/lib/islands/preact). The server still draws the islands
 * with React; the browser hydrates them with Preact (decision 115).
 */
const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('src/lib/islands/preact/reactDomClient.ts', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('src/lib/islands/preact/react.ts', import.meta.url)),
  },
];

/** Rolldown's options of a browser build, the app's or the islands', from its entries and its own groups. */
const browserOutput = (input: Record<string, string>, groups: typeof islandGroups = []) => ({
  input,
  // @shop/shared is pure (constants, functions, zod schemas): modules the page does not use, such as
  // the schemas and zod itself, can be dropped from the bundle.
  treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }] },
  output: { codeSplitting: { groups: [...vendorGroups, ...groups] } },
});

/**
 * Three builds: the browser's app (`dist`), the islands of the pages drawn as islands (`dist` too,
 * `--mode islands`: its own chunks, on Preact, listed in `.vite/islands-manifest.json`; decisions 098,
 * 115), and the server's renderer of the public pages (`dist-ssr`, from `src/entry-server.tsx`; decision
 * 015), which bundles its dependencies so the server imports one folder.
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  const islands = mode === ISLANDS_MODE;
  return {
    plugins: [
      react(),
      contractWithoutSchemas(),
      ...(isSsrBuild ? [] : [precompressedAssets()]),
      ...(islands ? [islandChunks()] : []),
    ],
    // The server's renderer is built like the browser's app (React, MUI and emotion in production mode
    // whatever NODE_ENV the server runs with): the same class names, so the browser adopts its styles.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
    resolve: islands ? { alias: preactAliases } : {},
    server: {
      port: 5173,
      proxy: { '/api': api, '/images': api },
    },
    ssr: { noExternal: true },
    build: isSsrBuild
      ? {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
          // .mjs: ES modules wherever the build is copied, with or without a package.json saying so.
          rolldownOptions: {
            output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
          },
        }
      : islands
        ? {
            // Beside the app's files, which the app's build wrote first.
            outDir: 'dist',
            emptyOutDir: false,
            copyPublicDir: false,
            assetsDir: 'assets',
            // The server reads it to list a page's islands' code (apps/server/src/modules/pages/manifest.ts).
            manifest: '.vite/islands-manifest.json',
            // The islands' styles are the app's (its one style sheet, which the pages link).
            cssCodeSplit: false,
            // The server preloads each of the page's islands with every chunk it imports (render.ts,
            // `islandFiles`): importing one lists none of them again. Vite's helper would look each up
            // among the page's links, island by island, in the islands' first task.
            modulePreload: { resolveDependencies: (file, deps) => (ISLAND_CHUNK.test(file) ? [] : deps) },
            rolldownOptions: browserOutput({ islands: 'src/islands.tsx' }, islandGroups),
          }
        : {
            outDir: 'dist',
            emptyOutDir: true,
            assetsDir: 'assets',
            // The server reads it to preload a first screen's chunks (apps/server/src/modules/pages/manifest.ts).
            manifest: true,
            // The static CSS (CSS modules of the product card, decision 016) is one small file that index.html
            // links: a server-rendered page has its styles before any of its scripts.
            cssCodeSplit: false,
            rolldownOptions: browserOutput({ index: 'index.html' }),
          },
  };
});

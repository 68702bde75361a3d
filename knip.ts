import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: no unused file, export, type or dependency (CI runs it beside lint and the type check).
 * Knip's plugins find most entry points themselves: package.json scripts (`tsx src/server.ts`,
 * `tsx run.ts`…), Vite (index.html, the build's inputs, import.meta.glob), Vitest's and Playwright's test files and
 * fixtures, Biome and TypeScript configs. The entries below are the ones a plugin cannot see, or that are
 * entries by convention, as globs so that a file added or renamed there is still one.
 */

/**
 * `url(…)` in a plain style sheet as imports, so that the fonts `app/fonts.css` loads from node_modules
 * count as uses of their packages (knip reads url() in Sass, not in CSS).
 */
function styleSheetUrls(text: string): string {
  return [...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map(([, url]) => `import '${url}';`)
    .join('\n');
}

const config: KnipConfig = {
  compilers: { css: styleSheetUrls },
  ignoreIssues: {
    // Kysely calls each migration's `up` and `down` through the namespace object that db/migrate.ts lists
    // (`'0001_initial': m0001`); knip does not count a namespace used as a property value as a use.
    'apps/server/src/db/migrations/*.ts': ['exports'],
    // A declaration file gives an .mjs module its types (e2e/chromium.mjs); knip takes it for a module
    // of its own whose exports nobody imports.
    '**/*.d.mts': ['exports'],
  },
  workspaces: {
    // includeEntryExports: an export of an entry file that nothing imports is dead too. @shop/shared is
    // private to this repository (its package.json `exports` are its entries), and a command's exports are
    // for nobody. Not in apps/web: the server imports its renderer's `render` from the SSR build
    // (dist-ssr/entry-server.mjs), which knip cannot follow.
    '.': { entry: ['scripts/*.mjs'], includeEntryExports: true },
    'packages/shared': { includeEntryExports: true },
    // The shop, and the command-line tools (also started by path from tests: src/test/cli.ts).
    'apps/server': { entry: ['src/server.ts', 'src/cli/*.ts'], includeEntryExports: true },
    // The server's renderer of the public pages (the SSR build) and the islands' entry (the islands' build,
    // `--mode islands`, which the Vite plugin does not read). The plugin finds the rest: index.html's
    // main.tsx, the modules they load through import.meta.glob, the islands' aliases.
    'apps/web': { entry: ['src/entry-server.tsx', 'src/islands.tsx'] },
    // Imported by scripts/test.mjs and the Playwright config, in plain Node too.
    e2e: { entry: ['chromium.mjs'], includeEntryExports: true },
    // Every top-level file is a command: run by an npm script or started by path (ceiling-server.ts).
    bench: { entry: ['*.ts'], includeEntryExports: true },
  },
};

export default config;

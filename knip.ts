import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: no unused file, export, type or dependency (CI runs it beside lint and the type check).
 * Knip's plugins find most entry points themselves: package.json scripts (`tsx src/server.ts`,
 * `tsx run.ts`…), Vite (index.html, `--ssr src/entry-server.tsx`), Vitest's and Playwright's test files and
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
  // @shop/shared is private to this repository: an export of its entry files that no workspace uses is
  // dead too (and so is one of a server or bench command).
  includeEntryExports: true,
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
    '.': { entry: ['scripts/*.mjs'] },
    'packages/shared': {},
    // The shop, and the command-line tools (also started by path from tests: src/test/cli.ts).
    'apps/server': { entry: ['src/server.ts', 'src/cli/*.ts'] },
    // The browser's app and the server's renderer of the public pages (the SSR build).
    'apps/web': { entry: ['src/main.tsx', 'src/entry-server.tsx'] },
    // Imported by scripts/test.mjs and the Playwright config, in plain Node too.
    e2e: { entry: ['chromium.mjs'] },
    // Every top-level file is a command: run by an npm script or started by path (ceiling-server.ts).
    bench: { entry: ['*.ts'] },
  },
};

export default config;

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Unit and API integration tests. e2e runs separately through Playwright.

const SERVER_FILES = ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/*.test.ts'];
/** Tests of what only a PostgreSQL server has (a second connection, a pool, prepared statements). */
const POSTGRESQL_ONLY = '**/*.pg.test.ts';
const WEB_FILES = ['apps/web/src/**/*.test.{ts,tsx}'];

/** The test helper's names that hand out a database of the engine under test (apps/server/src/test/helper.ts). */
const ENGINE_UNDER_TEST = /\b(createTestApp|createTestDatabase|createSiblingApp|testDatabaseKind)\b/;
const HELPER = path.join('apps', 'server', 'src', 'test', 'helper.ts');
const RELATIVE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

/**
 * Whether a test file runs on the engine under test: it takes its database from the test helper,
 * itself or through a fixture module it imports (openCheckoutShop). Those files run on PGlite and
 * again on PostgreSQL; the others (pure functions, the embedded engine opened directly, the
 * process-starting suites of the embedded shop) run once. A `.pg.test.ts` file runs on PostgreSQL only.
 */
function usesEngineUnderTest(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  return (
    ENGINE_UNDER_TEST.test(source) ||
    [...source.matchAll(RELATIVE_IMPORT)].some(([, specifier]) => {
      const imported = sourceFile(path.resolve(path.dirname(file), specifier as string));
      // The helper itself defines the names: a file importing something else from it uses no engine.
      if (imported === undefined || imported.endsWith(HELPER)) return false;
      return ENGINE_UNDER_TEST.test(readFileSync(imported, 'utf8'));
    })
  );
}

/** The TypeScript file an import specifier names (`./x.js` is `./x.ts`), if it is one. */
function sourceFile(specifier: string): string | undefined {
  const base = specifier.replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
}

const serverUrl = process.env.TEST_DATABASE_URL;

const shared = {
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * The server's modules keep no state outside an app or a database (buildApp, openDatabase), so a
 * worker imports them once and runs file after file (isolate: false) instead of a fresh process
 * importing Fastify, the AWS SDK, sharp… for each file. The web app's modules keep state of their
 * own (the session, toasts, hydration), so each web file gets a fresh process.
 */
const sharedWorkers = { ...shared, isolate: false };

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...sharedWorkers,
      name: 'pglite',
      include: SERVER_FILES,
      exclude: [...configDefaults.exclude, POSTGRESQL_ONLY],
      env: { TEST_DATABASE_URL: '' },
    },
  },
  { test: { ...shared, name: 'web', include: WEB_FILES, env: { TEST_DATABASE_URL: '' } } },
];

if (serverUrl) {
  // Web files too: the API client's tests (apps/web/src/lib/api.test.ts) call a real server app.
  const files = globSync([...SERVER_FILES, ...WEB_FILES]);
  projects.push({
    test: {
      ...sharedWorkers,
      name: 'postgresql',
      include: files.filter(
        (file) => file.endsWith('.pg.test.ts') || usesEngineUnderTest(path.resolve(file)),
      ),
      env: { TEST_DATABASE_URL: serverUrl },
    },
  });
}

export default defineConfig({
  test: { maxWorkers: 2, globalSetup: ['apps/server/src/test/template-database.ts'], projects },
});

import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  boundaryViolations,
  report,
  type SourceFile,
  sourceFiles,
  specifiers,
  type Violation,
} from '@shop/shared/testing/import-boundaries';
import { describe, expect, it } from 'vitest';

/**
 * The server's import boundaries (decision 077):
 * - a module is used only through its public entry `modules/X/index.ts`: from another module and from
 *   anywhere outside `modules/` (app.ts, cli/, seed/, backup/, plugins/, test/);
 * - `db/` and `lib/`, the layers everything stands on, import no module and nothing from `plugins/`;
 * - test code (`*.test.ts`, `test/`, a module's `testing.ts` and `test-*.ts`) may also import another
 *   module's test support (`testing.ts`, `test-*.ts`: the signed-in users and products its tests
 *   arrange), never its internals; production code never imports test support across modules.
 * A module's own files, tests included, import each other freely. Same technique as the web app's
 * boundaries (decision 005): the rules are about where a relative import lands.
 * `bench/` is outside the server: it imports it only through the package's `exports`
 * (`@shop/server/bench`, `@shop/server/testing`), never a file of `apps/server/src` itself.
 */

const moduleOf = (path: string) => /^modules\/([^/]+)/.exec(path)?.[1];
const layerOf = (path: string) => path.split('/')[0];
/** A module's helpers for tests: `testing.ts`, `test-fixture.ts`, `test-web-build.ts`. */
const isTestSupport = (path: string) => /^modules\/[^/]+\/test(ing|-[^/.]+)(\.ts)?$/.test(path);
/** `exports/testing.ts` is the package's entry for test support used outside the server (`bench/`). */
const isTestCode = (path: string) =>
  path.endsWith('.test.ts') ||
  layerOf(path) === 'test' ||
  isTestSupport(path) ||
  path === 'exports/testing.ts';

/** Who the rule is addressed to: 'modules/orders', 'seed/', or a file at the top ('app.ts'). */
function owner(path: string): string {
  const module = moduleOf(path);
  if (module) return `modules/${module}`;
  return path.includes('/') ? `${layerOf(path)}/` : path;
}

function ruleBroken(from: string, to: string): string | undefined {
  const layer = layerOf(from);
  const toLayer = layerOf(to);
  if ((layer === 'db' || layer === 'lib') && (toLayer === 'modules' || toLayer === 'plugins')) {
    return `${layer}/ must not import ${toLayer}/`;
  }
  const module = moduleOf(to);
  if (!module || module === moduleOf(from) || to === `modules/${module}`) return undefined;
  if (isTestCode(from)) {
    return isTestSupport(to)
      ? undefined
      : `${owner(from)} must import modules/${module} through its index or its test support`;
  }
  return `${owner(from)} must import modules/${module} through its index`;
}

const srcDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(srcDir, '../../..');
const serverExports = Object.keys(
  (JSON.parse(readFileSync(join(srcDir, '../package.json'), 'utf8')) as { exports: Record<string, string> })
    .exports,
).map((entry) => posix.join('@shop/server', entry));

/** Imports of `bench/` files (paths under the repository) that reach the server other than by its `exports`. */
function benchViolations(files: readonly SourceFile[]): Violation[] {
  const rule = `bench/ must import the server through ${serverExports.join(' or ')}`;
  return files.flatMap(({ path, source }) =>
    specifiers(source)
      .filter((specifier) =>
        specifier.startsWith('.')
          ? posix.join(posix.dirname(path), specifier).startsWith('apps/server/')
          : specifier.startsWith('@shop/server') && !serverExports.includes(specifier),
      )
      .map((specifier) => ({ file: path, specifier, rule })),
  );
}

describe('import boundaries', () => {
  it('finds each kind of forbidden import in a synthetic tree, and allows the permitted ones', () => {
    const files: SourceFile[] = [
      { path: 'modules/orders/queries.ts', source: "import { emptyCart } from '../cart/queries.js';" },
      { path: 'modules/orders/routes.ts', source: "import { signUp } from '../accounts/testing.js';" },
      { path: 'seed/index.ts', source: "import type { MediaStorage } from '../modules/media/storage.js';" },
      { path: 'cli/run.ts', source: "const { placeOrder } = await import('../modules/orders/checkout.js');" },
      { path: 'db/maintenance.ts', source: "import { catalogVersion } from '../modules/catalog/index.js';" },
      { path: 'lib/mailer.test.ts', source: "import { signUp } from '../modules/accounts/testing.js';" },
      { path: 'lib/errors.ts', source: "export { authOf } from '../plugins/access.js';" },
      { path: 'modules/cart/routes.test.ts', source: "import { setRate } from '../settings/queries.js';" },
      {
        path: 'plugins/access.test.ts',
        source: "import { findUserAccess } from '../modules/accounts/queries.js';",
      },
      // allowed: own module, db and lib, another module's index, test support from test code
      {
        path: 'modules/orders/service.ts',
        source: [
          "import { listOrders } from './queries.js';",
          "import type { Database } from '../../db/database.js';",
          "import { NotFound } from '../../lib/errors.js';",
          "import { emptyCart } from '../cart/index.js';",
          "export { rateValue } from '../settings/index.js';",
          "import { messages } from '@shop/shared';",
        ].join('\n'),
      },
      {
        path: 'modules/orders/test-fixture.ts',
        source: "import { signUp } from '../accounts/testing.js';\nimport { x } from './queries.js';",
      },
      {
        path: 'modules/catalog/listing.test.ts',
        source: "import { makeWebBuild } from './test-web-build.js';",
      },
      {
        path: 'plugins/web.test.ts',
        source: "import { insertProduct } from '../modules/orders/test-fixture.js';",
      },
      { path: 'test/order-load.ts', source: "import { setRate } from '../modules/settings/index.js';" },
      { path: 'lib/mail-message.test.ts', source: "import { decode } from '../test/quoted-printable.js';" },
    ];
    expect(boundaryViolations(files, ruleBroken)).toEqual([
      {
        file: 'modules/orders/queries.ts',
        specifier: '../cart/queries.js',
        rule: 'modules/orders must import modules/cart through its index',
      },
      {
        file: 'modules/orders/routes.ts',
        specifier: '../accounts/testing.js',
        rule: 'modules/orders must import modules/accounts through its index',
      },
      {
        file: 'seed/index.ts',
        specifier: '../modules/media/storage.js',
        rule: 'seed/ must import modules/media through its index',
      },
      {
        file: 'cli/run.ts',
        specifier: '../modules/orders/checkout.js',
        rule: 'cli/ must import modules/orders through its index',
      },
      {
        file: 'db/maintenance.ts',
        specifier: '../modules/catalog/index.js',
        rule: 'db/ must not import modules/',
      },
      {
        file: 'lib/mailer.test.ts',
        specifier: '../modules/accounts/testing.js',
        rule: 'lib/ must not import modules/',
      },
      { file: 'lib/errors.ts', specifier: '../plugins/access.js', rule: 'lib/ must not import plugins/' },
      {
        file: 'modules/cart/routes.test.ts',
        specifier: '../settings/queries.js',
        rule: 'modules/cart must import modules/settings through its index or its test support',
      },
      {
        file: 'plugins/access.test.ts',
        specifier: '../modules/accounts/queries.js',
        rule: 'plugins/ must import modules/accounts through its index or its test support',
      },
    ]);
  });

  it('names a file at the top of src/ in its rule', () => {
    expect(ruleBroken('app.ts', 'modules/accounts/queries')).toBe(
      'app.ts must import modules/accounts through its index',
    );
  });

  it('holds for every file of the server', () => {
    expect(report(boundaryViolations(sourceFiles(srcDir), ruleBroken))).toEqual([]);
  });

  it("finds a bench's deep imports of the server, and allows its exports", () => {
    const files: SourceFile[] = [
      { path: 'bench/run.ts', source: "import { openDatabase } from '../apps/server/src/db/database.js';" },
      {
        path: 'bench/lib/a.ts',
        source: "import { findProduct } from '../../apps/server/src/modules/catalog/queries.js';",
      },
      {
        path: 'bench/b.ts',
        source: "import { placeOrder } from '@shop/server/src/modules/orders/checkout.js';",
      },
      { path: 'bench/c.ts', source: "const { buildApp } = await import('@shop/server');" },
      // allowed: the package's entries, the bench's own files, other packages
      {
        path: 'bench/lib/d.ts',
        source: [
          "import { openDatabase } from '@shop/server/bench';",
          "import { NO_ORDER_LIMITS } from '@shop/server/testing';",
          "import { saveResult } from './report.js';",
          "import { PAGES } from '@shop/shared';",
        ].join('\n'),
      },
    ];
    expect(benchViolations(files).map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([
      'bench/run.ts: ../apps/server/src/db/database.js',
      'bench/lib/a.ts: ../../apps/server/src/modules/catalog/queries.js',
      'bench/b.ts: @shop/server/src/modules/orders/checkout.js',
      'bench/c.ts: @shop/server',
    ]);
  });

  it('holds for every file of bench/', () => {
    const files = sourceFiles(repoRoot, join(repoRoot, 'bench'), ['node_modules', 'results']);
    expect(files.length).toBeGreaterThan(20);
    expect(report(benchViolations(files))).toEqual([]);
  });
});

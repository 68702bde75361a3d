import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  boundaryViolations,
  report,
  type SourceFile,
  sourceFiles,
} from '@shop/shared/testing/import-boundaries';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries (decision 005: features do not import each other's internals).
 * - `features/X/**` imports neither `features/Y` (Y ≠ X) nor `app/`;
 * - `lib/**` and `components/**` import neither `features/` nor `app/`;
 * - `app/**` reaches a feature only through its public entry `features/X/index.ts(x)`.
 * A test rather than Biome's `noRestrictedImports`: the rules are about where a relative import lands
 * ('../../cart/store' from one folder, '../cart/store' from another), which needs the path resolved,
 * and "any feature but your own" would need one Biome override per feature.
 *
 * And the API's paths (issue 32): the shared contract (`endpoints` in @shop/shared) is their only source,
 * so no file but the client (`lib/api.ts`) holds an API path or builds one.
 */

const featureOf = (path: string) => /^features\/([^/]+)/.exec(path)?.[1];
const layerOf = (path: string) => path.split('/')[0];

function ruleBroken(from: string, to: string): string | undefined {
  const layer = layerOf(from);
  const toLayer = layerOf(to);
  if (layer === 'features') {
    if (toLayer === 'app') return 'a feature must not import app/';
    const feature = featureOf(to);
    if (feature && feature !== featureOf(from))
      return `features/${featureOf(from)} must not import features/${feature}`;
  }
  if ((layer === 'lib' || layer === 'components') && (toLayer === 'features' || toLayer === 'app')) {
    return `${layer}/ must not import ${toLayer}/`;
  }
  if (layer === 'app' && toLayer === 'features' && to !== `features/${featureOf(to)}`) {
    return `app/ must import features/${featureOf(to)} through its index`;
  }
  return undefined;
}

const srcDir = dirname(fileURLToPath(import.meta.url));

describe('import boundaries', () => {
  it('finds each kind of forbidden import in a synthetic tree, and allows the permitted ones', () => {
    const files: SourceFile[] = [
      { path: 'features/catalog/a.ts', source: "import { x } from '../cart/store';" },
      { path: 'features/catalog/deep/b.tsx', source: "import { y } from '../../../app/layout/nav';" },
      { path: 'features/home/c.tsx', source: "const Page = lazy(() => import('../catalog/ListingPage'));" },
      { path: 'lib/d.ts', source: "export { z } from '../features/accounts';" },
      { path: 'components/e.tsx', source: "import '../app/theme';" },
      {
        path: 'app/f.tsx',
        source: "import { LoginButton } from '../features/accounts/components/LoginButton';",
      },
      // allowed: own feature, lib, packages, a feature's index from app/
      {
        path: 'features/catalog/g.ts',
        source: "import { a } from './a';\nimport { l } from '../../lib/api';",
      },
      { path: 'features/catalog/h.ts', source: "import { paths } from '@shop/shared';" },
      {
        path: 'app/i.tsx',
        source: "import { cart } from '../features/cart';\nimport('../features/home/index.ts');",
      },
    ];
    expect(boundaryViolations(files, ruleBroken)).toEqual([
      {
        file: 'features/catalog/a.ts',
        specifier: '../cart/store',
        rule: 'features/catalog must not import features/cart',
      },
      {
        file: 'features/catalog/deep/b.tsx',
        specifier: '../../../app/layout/nav',
        rule: 'a feature must not import app/',
      },
      {
        file: 'features/home/c.tsx',
        specifier: '../catalog/ListingPage',
        rule: 'features/home must not import features/catalog',
      },
      { file: 'lib/d.ts', specifier: '../features/accounts', rule: 'lib/ must not import features/' },
      { file: 'components/e.tsx', specifier: '../app/theme', rule: 'components/ must not import app/' },
      {
        file: 'app/f.tsx',
        specifier: '../features/accounts/components/LoginButton',
        rule: 'app/ must import features/accounts through its index',
      },
    ]);
  });

  it('holds for every file of the web app', () => {
    expect(report(boundaryViolations(sourceFiles(srcDir), ruleBroken))).toEqual([]);
  });
});

/** The client builds every URL from the contract; nothing else may name the API's paths. */
const API_CLIENT = 'lib/api.ts';
/** This file's own examples of what the rule finds. */
const THIS_FILE = 'architecture.test.ts';

const API_PATH_PATTERNS: { pattern: RegExp; rule: string }[] = [
  { pattern: /(['"`])\/api\/[^'"`]*\1?/g, rule: 'an API path string' },
  { pattern: /\bAPI_PREFIX\b/g, rule: 'the API prefix' },
  { pattern: /\bfetch\s*\(\s*['"`]\.{0,2}\/(?!\/)[^'"`]*['"`]?/g, rule: 'fetch of a relative path' },
];

interface PathViolation {
  file: string;
  found: string;
  rule: string;
}

/** Every API path (or the makings of one) that `files` hold outside the client. */
function apiPathViolations(files: SourceFile[]): PathViolation[] {
  return files
    .filter(({ path }) => path !== API_CLIENT)
    .flatMap(({ path, source }) =>
      API_PATH_PATTERNS.flatMap(({ pattern, rule }) =>
        [...source.matchAll(pattern)].map(([found]) => ({ file: path, found, rule })),
      ),
    );
}

describe('API paths come from the contract', () => {
  it('finds a path string, the prefix and a relative fetch in a synthetic tree, and allows the client', () => {
    const files: SourceFile[] = [
      { path: 'features/cart/a.ts', source: "const url = '/api/v1/cart/' + userId;" },
      { path: 'features/cart/b.ts', source: "const url = API_PREFIX + '/cart/' + userId;" },
      { path: 'lib/c.ts', source: "fetch('/cart/new', { method: 'POST' });" },
      { path: 'lib/d.ts', source: "await fetch('./products?page=' + page);" },
      // allowed: the client, the contract, an absolute URL, a site path that is not the API's
      { path: API_CLIENT, source: "import { API_PREFIX } from '@shop/shared'; fetch('/api/v1/shop');" },
      { path: 'features/cart/e.ts', source: 'api.call(endpoints.cart.get, { params: { userId } });' },
      { path: 'lib/f.ts', source: "fetch('https://example.com/api/x'); navigate('/cart');" },
    ];
    expect(apiPathViolations(files)).toEqual([
      { file: 'features/cart/a.ts', found: "'/api/v1/cart/'", rule: 'an API path string' },
      { file: 'features/cart/b.ts', found: 'API_PREFIX', rule: 'the API prefix' },
      { file: 'lib/c.ts', found: "fetch('/cart/new'", rule: 'fetch of a relative path' },
      { file: 'lib/d.ts', found: "fetch('./products?page='", rule: 'fetch of a relative path' },
    ]);
  });

  it('holds for every file of the web app', () => {
    const files = sourceFiles(srcDir).filter(({ path }) => path !== THIS_FILE);
    const found = apiPathViolations(files).map(({ file, found, rule }) => `${file}: ${found} (${rule})`);
    expect(found).toEqual([]);
  });
});

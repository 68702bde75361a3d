import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * What the import-boundary tests of the server and the web app share (decisions 005, 077): every
 * relative import of a source tree, resolved to where it lands, checked against a workspace's rules.
 * The rules are about where a relative import lands ('../../cart/store' from one folder, '../cart/store'
 * from another), which is why this resolves paths instead of matching specifiers with a linter.
 */

export interface SourceFile {
  /** Path under the tree's root, with '/' separators ('modules/orders/queries.ts'). */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

/** The rule an import from `from` to `to` (both under the root, as `target` gives) breaks, if any. */
export type BoundaryRule = (from: string, to: string) => string | undefined;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Every module specifier a source imports or re-exports, relative or bare. */
export function specifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] as string);
}

/** Where a relative import lands under the root, without extension or a trailing '/index'. */
function target(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const resolved = posix.normalize(posix.join(posix.dirname(from), specifier));
  return resolved.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');
}

/** Every import of `files` that breaks `rule`. */
export function boundaryViolations(files: readonly SourceFile[], rule: BoundaryRule): Violation[] {
  return files.flatMap(({ path, source }) =>
    specifiers(source).flatMap((specifier) => {
      const to = target(path, specifier);
      const broken = to === undefined ? undefined : rule(path, to);
      return broken ? [{ file: path, specifier, rule: broken }] : [];
    }),
  );
}

/**
 * The TypeScript and JavaScript files under `dir` (`root` by default), with their paths relative to
 * `root`; folders named in `skip` (installed packages, a bench's results) are not entered.
 */
export function sourceFiles(
  root: string,
  dir = root,
  skip: readonly string[] = ['node_modules'],
): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(root, full, skip);
    if (!/\.(tsx?|jsx?)$/.test(entry.name)) return [];
    return [{ path: relative(root, full).split('\\').join('/'), source: readFileSync(full, 'utf8') }];
  });
}

/** One line per violation, for a test's failure message: `file: 'specifier' (rule)`. */
export const report = (violations: readonly Violation[]) =>
  violations.map(({ file, specifier, rule }) => `${file}: '${specifier}' (${rule})`);

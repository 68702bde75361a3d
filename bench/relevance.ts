import { parseArgs } from 'node:util';
import { RELEVANCE_SUITE, type RelevanceCase, relevanceVerdict } from '@shop/server/bench';
import { endpoints } from '@shop/shared';
import { saveResult, table } from './lib/report.js';
import { api } from './lib/scenarios.js';

/**
 * `npm run relevance -w @shop/bench -- --base URL`: the search's relevance suite (issue 46) against a
 * running demo shop of any build (`npm start`; a worktree of the build before, to compare): how many
 * of its searches find what they must first, by kind and language, and which fail. The CI runs the
 * same suite in-process (`relevance.test.ts`).
 */

async function json<T>(base: string, path: string, locale: string): Promise<T> {
  const res = await fetch(base + path, { headers: { 'accept-language': locale } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function found(base: string, test: RelevanceCase, names: Map<string, string>): Promise<string[]> {
  const ids =
    test.via === 'listing'
      ? (
          await json<{ products: { _id: string }[] }>(
            base,
            api(endpoints.catalog.products, { query: { keyword: test.query } }),
            test.locale,
          )
        ).products.map((p) => p._id)
      : (
          await json<{ suggestions: { _id: string }[] }>(
            base,
            api(endpoints.catalog.suggest, { query: { q: test.query } }),
            test.locale,
          )
        ).suggestions.map((s) => s._id);
  return ids.map((id) => names.get(id) ?? id);
}

async function main() {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  if (!values.base) throw new Error('Give --base URL, a running demo shop (npm start).');
  const base = values.base.replace(/\/$/, '');
  const all = await json<{ products: { _id: string; name: string }[] }>(
    base,
    api(endpoints.catalog.allProductLinks),
    'en',
  );
  const names = new Map(all.products.map((p) => [p._id, p.name]));
  const results: (RelevanceCase & { passed: boolean; verdict: string | undefined })[] = [];
  for (const test of RELEVANCE_SUITE) {
    const verdict = relevanceVerdict(test, await found(base, test, names));
    results.push({ ...test, passed: verdict === undefined, verdict });
  }
  const groups = [...new Set(results.map((r) => `${r.locale} ${r.kind}`))];
  console.log(
    table(
      ['language', 'kind', 'passed'],
      groups.map((group) => {
        const of = results.filter((r) => `${r.locale} ${r.kind}` === group);
        const [locale, ...kind] = group.split(' ');
        return [locale as string, kind.join(' '), `${of.filter((r) => r.passed).length} / ${of.length}`];
      }),
    ),
  );
  for (const r of results.filter((r) => !r.passed)) {
    console.log(`  ✗ ${r.locale} ${r.via} “${r.query}”: ${r.verdict}`);
  }
  const passed = results.filter((r) => r.passed).length;
  console.log(`\n${passed} of ${results.length} searches pass on ${base}`);
  await saveResult('relevance', { base, passed, total: results.length, results });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

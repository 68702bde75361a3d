import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ROOT } from './lib/processes.js';
import { saveResult, table } from './lib/report.js';

/**
 * `node --expose-gc --import tsx bench/search-index.ts --url URL [--root DIR]`: the search index of the
 * build in DIR (default: this one), read in this process from a catalogue (`npm run generate`): the
 * heap it holds after a full collection, how long it took to read, and what a search no memory answers
 * costs in it, one at a time: the keyword listing's first page and a suggestion, for every start of 2 to
 * 7 letters of the catalogue's name words (as live search is typed) and for the words whole, after the
 * same searches reversed have warmed the code up.
 * Run it for the build before and this one on the same machine (issue 46).
 */

interface SnapshotLike {
  size: number;
  outline(filter: { keyword: string }, page: { limit: number; offset: number }, locale?: string): unknown;
  suggest(text: string, limit: number, locale?: string): unknown;
}

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, root: { type: 'string', default: ROOT } },
  });
  if (!values.url) throw new Error('Give --url, a PostgreSQL database with a generated catalogue.');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with node --expose-gc --import tsx.');
  const root = path.resolve(values.root);
  const from = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
  const { openDatabase } = await from('db/database.ts');
  const { Snapshot } = await from('modules/catalog/search-snapshot.ts');
  const db = await openDatabase({ url: values.url });
  try {
    const { rows } = await sql<{ word: string }>`
      select distinct lower(w) as word from products, regexp_split_to_table(name, '\\s+') w`.execute(db);
    const words = rows.map((r) => r.word).filter((w) => /^[a-z]{3,}$/.test(w));
    const typed = [...new Set(words.flatMap((w) => [2, 3, 4, 5, 6, 7].map((n) => w.slice(0, n))))];

    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const readStarted = performance.now();
    const snapshot: SnapshotLike | undefined = await Snapshot.read(db);
    const readMs = performance.now() - readStarted;
    if (!snapshot) throw new Error('The catalogue is empty or changed while it was read');
    gc();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

    const time = (texts: readonly string[], search: (text: string) => unknown) => {
      const started = performance.now();
      for (const text of texts) search(text);
      return Math.round((1000 * (performance.now() - started)) / texts.length);
    };
    const page = { limit: 12, offset: 0 };
    // The same code warmed up first, long enough for V8 to optimise it, on texts that are not measured
    // (reversed and changed: nearly all unknown words, each looked up afresh).
    for (const change of ['', 'q', 'z']) {
      const unmeasured = (texts: readonly string[]) =>
        texts.map((text) => [...text].reverse().join('') + change);
      time(unmeasured(typed), (text) => snapshot.suggest(text, 8, 'en'));
      time(unmeasured(words), (word) => snapshot.outline({ keyword: word }, page, 'en'));
    }
    const result = {
      root,
      products: snapshot.size,
      heapMb: Math.round(heapMb * 10) / 10,
      readMs: Math.round(readMs),
      // Each text once: none is answered from the snapshot's memory of filters.
      suggestUs: time(typed, (text) => snapshot.suggest(text, 8, 'en')),
      listingUs: time(words, (word) => snapshot.outline({ keyword: word }, page, 'en')),
      searches: { suggest: typed.length, listing: words.length },
    };
    console.log(
      table(
        ['build', 'products', 'index heap MB', 'read ms', 'suggest µs (miss)', 'keyword page µs (miss)'],
        [
          [
            root,
            result.products,
            result.heapMb,
            result.readMs,
            `${result.suggestUs} (${typed.length} texts)`,
            `${result.listingUs} (${words.length} words)`,
          ],
        ],
      ),
    );
    await saveResult(`search-index-${path.basename(root)}`, result);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

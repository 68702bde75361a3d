import { LOCALES, type Locale, loadWords } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { allowedLanguages } from './search-ranking.js';
import { LANGUAGE_BIT } from './search-terms.js';
import { editDistance, typoBudget } from './search-typos.js';
import { eachTextWord, hasDigit, type QueryWord, queryWords } from './search-words.js';

/**
 * What the search index must answer, found the slow and obvious way for its tests: every product's
 * words listed, every search word compared with each of them, the matches sorted by the rules of
 * issue 46. Nothing of the index's postings, expansions or packed ranks is used.
 */

interface ProductWord {
  word: string;
  /** 0 name or code, 1 category word, 2 description. */
  place: number;
  languages: number;
}

export interface ReferenceProduct {
  id: string;
  soldOut: boolean;
  words: ProductWord[];
}

const ALL_LANGUAGES = 7;

/** Every product in listing order, with its words and its facet values' words in each language. */
export async function readReference(db: Database): Promise<ReferenceProduct[]> {
  const { rows } = await sql<{
    id: string;
    name: string;
    description: string;
    product_code: string;
    status: string;
    facets: [string, string | null][];
    translations: Record<string, { name: string; description: string }> | null;
  }>`select p.id, p.name, p.description, p.product_code, p.status,
      json_build_array(json_build_array('categories', p.category),
        json_build_array('subcategories', p.subcategory), json_build_array('subsubcategories', p.subsubcategory),
        json_build_array('collections', p.collectiontype)) as facets,
      p.colors,
      (select json_object_agg(t.locale, json_build_object('name', t.name, 'description', t.description))
       from product_translations t where t.product_id = p.id) as translations
    from products p order by p.created_at desc, p.id desc`.execute(db);
  const vocabularies = await Promise.all(LOCALES.map(async (locale) => (await loadWords(locale)).vocab));
  const labels = new Map(
    (await db.selectFrom('subcategories').select(['name', 'labels']).execute()).map((s) => [
      s.name,
      s.labels,
    ]),
  );
  return rows.map((row) => {
    const words: ProductWord[] = [];
    const add = (text: string, place: number, languages: number) =>
      eachTextWord(text, (word) => words.push({ word, place, languages }));
    add(row.name, 0, LANGUAGE_BIT.en);
    add(row.product_code, 0, ALL_LANGUAGES);
    add(row.description, 2, LANGUAGE_BIT.en);
    for (const [locale, text] of Object.entries(row.translations ?? {})) {
      add(text.name, 0, LANGUAGE_BIT[locale as Locale]);
      add(text.description, 2, LANGUAGE_BIT[locale as Locale]);
    }
    const facets = [
      ...row.facets,
      ...(row as unknown as { colors: string[] }).colors.map((c) => ['colors', c]),
    ];
    for (const [n, locale] of LOCALES.entries()) {
      const vocab = vocabularies[n] as Record<string, Record<string, string>>;
      for (const [group, value] of facets as [string, string | null][]) {
        if (!value) continue;
        const label =
          locale === 'en'
            ? value
            : (vocab[group]?.[value] ??
              (group === 'subcategories' ? labels.get(value)?.[locale] : undefined));
        if (label) add(label, 1, LANGUAGE_BIT[locale]);
      }
    }
    return { id: row.id, soldOut: row.status === 'OUTOFSTOCK', words };
  });
}

/** How a search word matches a product's word: [not whole and exact, typos], or undefined. */
function compare(query: QueryWord, word: string): [number, number] | undefined {
  if (word === query.word) return [0, 0];
  if (query.last && word.startsWith(query.word)) return [1, 0];
  const budget = typoBudget(query.word, query.digits);
  if (budget === 0 || hasDigit(word)) return undefined;
  const typos = editDistance(query.word, word, budget, query.last);
  return typos <= budget ? [1, typos] : undefined;
}

const lexicographic = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
};

/** The ids of the products that match `keyword` (and `keep`), best first. */
export function searchReference(
  products: readonly ReferenceProduct[],
  keyword: string,
  locale: Locale,
  keep: (id: string) => boolean = () => true,
): string[] {
  const words = queryWords(keyword);
  if (words.length === 0) return [];
  const ranked: { id: string; rank: number[] }[] = [];
  for (const [position, product] of products.entries()) {
    if (!keep(product.id)) continue;
    const total = [0, 0, 0];
    const every = words.every((query) => {
      const allowed = allowedLanguages(query, locale);
      let best: number[] | undefined;
      for (const { word, place, languages } of product.words) {
        if (!(languages & allowed)) continue;
        const how = compare(query, word);
        const match = how && [...how, place];
        if (match && (!best || lexicographic(match, best) < 0)) best = match;
      }
      best?.forEach((part, i) => {
        total[i] = (total[i] as number) + part;
      });
      return best !== undefined;
    });
    if (every) ranked.push({ id: product.id, rank: [...total, product.soldOut ? 1 : 0, position] });
  }
  return ranked.sort((a, b) => lexicographic(a.rank, b.rank)).map((r) => r.id);
}

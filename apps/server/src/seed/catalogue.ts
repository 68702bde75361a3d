import {
  lbpFromDollars,
  type ProductTranslation,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@shop/shared';
import type { ArtSpec } from './art/product-art.js';
import { CARE_NOTES, FIT_NOTE, type LineItem, PRODUCT_LINES, type ProductLine } from './catalogue-data.js';
import { ITEM_TRANSLATIONS, NOTE_TRANSLATIONS } from './catalogue-translations.js';
import { createRandom, type Random } from './random.js';

interface DemoOption {
  size: string;
  color: string;
  quantity: number;
  status: 'INSTOCK' | 'OUTSTOCK';
  dollarPrice: number | null;
  price: number | null;
  description: string | null;
  code: string | null;
}

export interface DemoProduct {
  code: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  subsubcategory: string | null;
  collectiontype: 'Summer' | 'Winter' | null;
  dollarPrice: number;
  price: number;
  discountRate: number;
  isChecked: boolean;
  status: 'INSTOCK' | 'OUTOFSTOCK';
  /** How long ago it was added, in days (fractional), so that "newest first" has something to sort. */
  ageDays: number;
  options: DemoOption[];
  /** One picture per entry; the first is the card's. */
  images: ArtSpec[];
  /** Its name and description in Arabic and French. */
  translations: Record<TranslatedLocale, ProductTranslation>;
}

/** Which products get a live discount, a discount left unticked, or no stock at all (indices in the full catalogue). */
const SPECIAL = (() => {
  const total = PRODUCT_LINES.reduce((n, line) => n + line.items.length, 0);
  const [discounted, unticked, soldOut] = [14, 2, 4].map((count, i) =>
    createRandom(7100 + i).sample(
      Array.from({ length: total }, (_, index) => index),
      count,
    ),
  ) as [number[], number[], number[]];
  return {
    discounted: new Set(discounted),
    unticked: new Set(unticked.filter((i) => !discounted.includes(i))),
    soldOut: new Set(soldOut),
  };
})();

const DISCOUNT_RATES = [10, 15, 20, 25, 30, 40];
const BED_SIZES: Record<string, { factor: number; fits: string }> = {
  Single: { factor: 0.8, fits: 'Fits beds 90 × 190 cm' },
  Double: { factor: 1, fits: 'Fits beds 140 × 190 cm' },
  King: { factor: 1.25, fits: 'Fits beds 180 × 200 cm' },
};
const PLUS_SIZES = new Set(['2XL', '3XL']);

/** A string's FNV-1a hash: each product draws from its own seed, so editing one line moves no other. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** Shop-like prices within the range: $24.99, $17.50, $32. */
function shopPrice(rnd: Random, [min, max]: readonly [number, number]): number {
  const whole = rnd.int(min + 1, max);
  return cents(whole - rnd.pick([0.01, 0.5, 0]));
}

/** Double is the product's own price; the other bed sizes end in .99 like any shop's. */
const bedPrice = (base: number, factor: number) =>
  factor === 1 ? base : cents(Math.round(base * factor) - 0.01);

function abbreviation(word: string): string {
  const parts = word.split(/[\s/-]+/).filter(Boolean);
  return (parts.length > 1 ? parts.map((p) => p[0]).join('') : word.slice(0, 3)).toUpperCase();
}

function pickSizes(rnd: Random, sizes: readonly string[], colourCount: number): string[] {
  if (sizes.length === 1) return [...sizes];
  const most = Math.min(sizes.length, 4, Math.floor(6 / colourCount));
  const count = rnd.int(2, Math.max(2, most));
  const start = rnd.int(0, sizes.length - count);
  return sizes.slice(start, start + count);
}

function buildOptions(
  rnd: Random,
  line: ProductLine,
  code: string,
  base: number,
  rate: number,
  soldOut: boolean,
) {
  const oneSize = line.sizes.length === 1;
  const colours = rnd.sample(line.colours, oneSize ? rnd.int(2, 4) : rnd.int(1, 2));
  const sizes = pickSizes(rnd, line.sizes, colours.length);
  const withCodes = rnd.chance(0.4) || line.sizes.includes('King');
  const options: DemoOption[] = [];
  for (const size of sizes) {
    for (const color of colours) {
      const bed = BED_SIZES[size];
      const dollarPrice = bed ? bedPrice(base, bed.factor) : PLUS_SIZES.has(size) ? cents(base + 3) : null;
      const quantity = soldOut || rnd.chance(0.08) ? 0 : rnd.int(2, 30);
      options.push({
        size,
        color,
        quantity,
        status: quantity === 0 ? 'OUTSTOCK' : 'INSTOCK',
        dollarPrice,
        price: dollarPrice === null ? null : lbpFromDollars(dollarPrice, rate),
        description: bed?.fits ?? null,
        code: withCodes ? `${code}-${abbreviation(size)}-${abbreviation(color)}` : null,
      });
    }
  }
  return { options, colours };
}

function buildImages(rnd: Random, line: ProductLine, item: LineItem, colours: string[], backdrop: number) {
  const count = 1 + (rnd.chance(0.35) ? 1 : 0) + (rnd.chance(0.1) ? 1 : 0);
  return Array.from({ length: count }, (_, i): ArtSpec => {
    const colour = colours[i];
    return colour
      ? { kind: line.kind, colour, pattern: item[1], backdrop: backdrop + i }
      : {
          kind: line.kind,
          colour: colours[0] as string,
          pattern: item[1],
          backdrop: backdrop + i,
          view: 'detail',
        };
  });
}

/** A product's name and description (its blurb and closing note) in every translated language. */
function translationsOf(name: string, note: keyof typeof NOTE_TRANSLATIONS): DemoProduct['translations'] {
  const item = ITEM_TRANSLATIONS[name];
  if (!item) throw new Error(`The demo product ${name} has no translations (catalogue-translations.ts)`);
  const entries = TRANSLATED_LOCALES.map((locale) => {
    const [translated, blurb] = item[locale];
    return [locale, { name: translated, description: `${blurb} ${NOTE_TRANSLATIONS[note][locale]}` }];
  });
  return Object.fromEntries(entries) as DemoProduct['translations'];
}

function buildProduct(
  line: ProductLine,
  item: LineItem,
  itemIndex: number,
  index: number,
  rate: number,
): DemoProduct {
  const [name, , season, blurb] = item;
  const rnd = createRandom(hash(`${line.prefix}:${name}`));
  const code = `${line.prefix}-${1001 + itemIndex * 17 + rnd.int(0, 12)}`;
  const soldOut = SPECIAL.soldOut.has(index);
  const sized = !line.sizes.includes('One Size') && !line.sizes.includes('King');
  const base = shopPrice(rnd, line.price);
  const { options, colours } = buildOptions(rnd, line, code, base, rate, soldOut);
  const discounted = SPECIAL.discounted.has(index) || SPECIAL.unticked.has(index);
  const note = rnd.pick<keyof typeof NOTE_TRANSLATIONS>(sized ? [...CARE_NOTES, FIT_NOTE] : CARE_NOTES);
  return {
    code,
    name,
    description: `${blurb} ${note}`,
    category: line.category,
    subcategory: line.subcategory,
    subsubcategory: line.subsubcategory ?? null,
    collectiontype: season || null,
    dollarPrice: base,
    price: lbpFromDollars(base, rate),
    discountRate: discounted ? rnd.pick(DISCOUNT_RATES) : 0,
    isChecked: SPECIAL.discounted.has(index),
    status: soldOut ? 'OUTOFSTOCK' : 'INSTOCK',
    ageDays: rnd.next() * 60,
    options,
    images: buildImages(rnd, line, item, colours, index),
    translations: translationsOf(name, note),
  };
}

/**
 * The demo catalogue, the same on every run: 93 products over every category of the tree, priced at
 * `rate` LBP per dollar. `limit` keeps the first products only (tests that need no full shop).
 */
export function buildCatalogue(rate: number, limit = Number.POSITIVE_INFINITY): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const line of PRODUCT_LINES) {
    for (const [itemIndex, item] of line.items.entries()) {
      if (products.length >= limit) return products;
      products.push(buildProduct(line, item, itemIndex, products.length, rate));
    }
  }
  return products;
}

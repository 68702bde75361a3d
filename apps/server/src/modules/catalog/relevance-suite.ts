import type { Locale } from '@shop/shared';

/**
 * The search's relevance suite (issue 46): searches a shopper types on the demo shop (seed/), in three
 * languages, with the products that must come first. `relevance.test.ts` runs it on every CI run;
 * `npm run relevance -w @shop/bench -- --base URL` runs it against any running shop (a build before,
 * to compare). Products are named by their English names (the demo catalogue's, catalogue-data.ts).
 */

type RelevanceKind =
  | 'word order'
  | 'plural'
  | 'typo'
  | 'spelling'
  | 'code'
  | 'category words'
  | 'name before description'
  | 'typing'
  | 'nonsense';

export interface RelevanceCase {
  kind: RelevanceKind;
  locale: Locale;
  query: string;
  /** The keyword listing (the results page), or the header's live suggestions. */
  via: 'listing' | 'suggest';
  /**
   * What must come first: these products, in any order among themselves, before any other; `only`:
   * and no other; `none`: nothing found.
   */
  expect: { first: readonly string[] } | { only: readonly string[] } | { none: true };
}

const PYJAMAS = [
  'Floral Cotton Pyjama Set',
  'Satin Piped Pyjama Set',
  'Flannel Check Pyjama Set',
  'Striped Short Pyjama Set',
  'Classic Poplin Pyjama Set',
  'Brushed Flannel Pyjama Set',
  'Jersey Lounge Pyjama Set',
  'Dinosaur Print Pyjama Set',
  'Glow Stars Pyjama Set',
  'Rainbow Short Pyjama Set',
  'Baby Cotton Pyjama Set',
];
const KIDS_PYJAMAS = ['Dinosaur Print Pyjama Set', 'Glow Stars Pyjama Set', 'Rainbow Short Pyjama Set'];
const SLIPPERS = [
  'Fluffy Indoor Slipper',
  'Terry Open-Back Slipper',
  'Memory Foam Slipper',
  'Suede Moccasin Slipper',
  'Bunny Plush Slipper',
  'Light-Up Slipper',
];
const PILLOWS = [
  'Hollow Fibre Pillow',
  'Memory Foam Pillow',
  'Cotton Pillow Cases Pair',
  'Embroidered Pillow Sham',
];
const MEMORY_FOAM = ['Memory Foam Slipper', 'Memory Foam Pillow', 'Memory Foam Bath Mat'];
const BATH_ROBES = ['Waffle Bath Robe', 'Hooded Animal Bath Robe', 'Hotel Style Bath Robe'];

const listing = (
  kind: RelevanceKind,
  locale: Locale,
  query: string,
  expect: RelevanceCase['expect'],
): RelevanceCase => ({ kind, locale, query, via: 'listing', expect });
const suggest = (
  kind: RelevanceKind,
  locale: Locale,
  query: string,
  expect: RelevanceCase['expect'],
): RelevanceCase => ({ kind, locale, query, via: 'suggest', expect });

export const RELEVANCE_SUITE: readonly RelevanceCase[] = [
  // English
  listing('word order', 'en', 'memory mat', { first: ['Memory Foam Bath Mat'] }),
  listing('word order', 'en', 'bath memory', { first: ['Memory Foam Bath Mat'] }),
  listing('word order', 'en', 'pyjama cotton', {
    first: ['Floral Cotton Pyjama Set', 'Baby Cotton Pyjama Set'],
  }),
  listing('word order', 'en', 'robe hooded', { first: ['Hooded Fleece Robe', 'Hooded Animal Bath Robe'] }),
  listing('word order', 'en', 'foam memory pillow', { only: ['Memory Foam Pillow'] }),
  listing('plural', 'en', 'slippers', { first: SLIPPERS }),
  listing('plural', 'en', 'bath towels', { first: ['Egyptian Cotton Bath Towel', 'Hooded Baby Bath Towel'] }),
  listing('plural', 'en', 'pillows', { first: PILLOWS }),
  listing('plural', 'en', 'bibs', {
    first: ['Muslin Bandana Bibs Set of 3', 'Waterproof Pocket Bib', 'Terry Feeding Bib'],
  }),
  listing('plural', 'en', 'babies blankets', { first: ['Cellular Baby Blanket', 'Sherpa Baby Blanket'] }),
  listing('typo', 'en', 'sliper', { first: SLIPPERS }),
  listing('typo', 'en', 'pyjamma', { first: PYJAMAS }),
  listing('typo', 'en', 'tracksiut', {
    first: ['Velour Tracksuit Set', 'Fleece Tracksuit Set', 'Kids Zip Tracksuit'],
  }),
  listing('typo', 'en', 'blankte', {
    first: ['Cellular Baby Blanket', 'Sherpa Baby Blanket', 'Fleece Bed Blanket'],
  }),
  listing('typo', 'en', 'embroidred', {
    first: ['Embroidered Baptism Towel', 'Embroidered Pillow Sham', 'Embroidered Linen Tablecloth'],
  }),
  listing('typo', 'en', 'tabelcoth', {
    first: ['Stain-Resistant Tablecloth', 'Embroidered Linen Tablecloth'],
  }),
  // Four letters are forgiven no typo.
  listing('typo', 'en', 'robr', { none: true }),
  listing('spelling', 'en', 'pajama', { first: PYJAMAS }),
  listing('spelling', 'en', 'pajamas kids', { first: KIDS_PYJAMAS }),
  listing('category words', 'en', 'kids slipper', { only: ['Bunny Plush Slipper', 'Light-Up Slipper'] }),
  listing('category words', 'en', 'women robe', { only: ['Waffle Bath Robe', 'Plush Fleece Dressing Gown'] }),
  listing('category words', 'en', 'men pyjamas', {
    first: ['Classic Poplin Pyjama Set', 'Brushed Flannel Pyjama Set', 'Jersey Lounge Pyjama Set'],
  }),
  listing('category words', 'en', 'kitchen towels', {
    first: ['Waffle Tea Towels Set of 3', 'Striped Kitchen Towels Set of 2'],
  }),
  listing('category words', 'en', 'baby towel', {
    first: ['Hooded Baby Bath Towel', 'Embroidered Baptism Towel', 'Baby Face Cloths Set of 5'],
  }),
  listing('code', 'en', 'TBM-1007', { first: ['Memory Foam Bath Mat'] }),
  listing('code', 'en', 'tbm', { only: ['Memory Foam Bath Mat', 'Cotton Tufted Bath Mat'] }),
  listing('name before description', 'en', 'fleece', {
    first: [
      'Plush Fleece Dressing Gown',
      'Hooded Fleece Robe',
      'Fleece Tracksuit Set',
      'Thermal Fleece Gloves',
      'Fleece Bed Blanket',
    ],
  }),
  listing('name before description', 'en', 'non-slip', {
    first: ['Fluffy Indoor Slipper', 'Bunny Plush Slipper', 'Memory Foam Bath Mat'],
  }),
  listing('nonsense', 'en', 'zzqqxx', { none: true }),
  listing('nonsense', 'en', 'xylophone', { none: true }),
  suggest('typo', 'en', 'sliper', { first: SLIPPERS }),
  suggest('typing', 'en', 'memo', { first: MEMORY_FOAM }),
  suggest('typing', 'en', 'bath ro', { first: BATH_ROBES }),
  suggest('code', 'en', 'KSW-102', { first: ['Kids Football Kit'] }),
  // Arabic
  listing('category words', 'ar', 'بيجاما اطفال', { only: KIDS_PYJAMAS }),
  listing('word order', 'ar', 'حمام روب', {
    first: ['Waffle Bath Robe', 'Cotton Terry Robe', 'Hooded Animal Bath Robe', 'Hotel Style Bath Robe'],
  }),
  listing('word order', 'ar', 'منشفة حمام', {
    first: ['Hooded Baby Bath Towel', 'Egyptian Cotton Bath Towel', 'Turkish Hammam Towel'],
  }),
  listing('spelling', 'ar', 'شبشب', { first: SLIPPERS }),
  listing('spelling', 'ar', 'مِخَدّة', { first: PILLOWS }),
  listing('typo', 'ar', 'بيجامه', { first: PYJAMAS }),
  listing('category words', 'ar', 'كفوف فرن', { first: ['Silicone Grip Oven Gloves', 'Quilted Oven Mitt'] }),
  listing('code', 'ar', 'tbm-1007', { first: ['Memory Foam Bath Mat'] }),
  listing('nonsense', 'ar', 'ززززز', { none: true }),
  suggest('typing', 'ar', 'ميموري', { first: MEMORY_FOAM }),
  // French
  listing('category words', 'fr', 'pyjama enfant', { first: KIDS_PYJAMAS }),
  listing('plural', 'fr', 'chaussons', {
    first: [
      'Fluffy Indoor Slipper',
      'Memory Foam Slipper',
      'Suede Moccasin Slipper',
      'Bunny Plush Slipper',
      'Light-Up Slipper',
    ],
  }),
  listing('plural', 'fr', 'oreillers', {
    first: ['Hollow Fibre Pillow', 'Memory Foam Pillow', 'Cotton Pillow Cases Pair'],
  }),
  listing('typo', 'fr', 'peignior', {
    first: [
      'Waffle Bath Robe',
      'Cotton Terry Robe',
      'Hooded Fleece Robe',
      'Hooded Animal Bath Robe',
      'Terry Beach Robe',
      'Hotel Style Bath Robe',
    ],
  }),
  listing('spelling', 'fr', 'peignoir eponge', { first: ['Cotton Terry Robe', 'Terry Beach Robe'] }),
  listing('word order', 'fr', 'lit parure bebe', {
    first: ['Cotton Crib Bedding Set', 'Quilted Crib Set with Bumper'],
  }),
  listing('category words', 'fr', 'gants cuisine', {
    first: ['Silicone Grip Oven Gloves', 'Quilted Oven Mitt'],
  }),
  listing('nonsense', 'fr', 'bzzzt', { none: true }),
  suggest('typing', 'fr', 'drap', {
    first: ['Percale Fitted Sheet', 'Sateen Flat Sheet', 'Egyptian Cotton Bath Towel'],
  }),
];

/** Whether the products found (English names, best first) are what the case expects; why not, if not. */
export function relevanceVerdict(test: RelevanceCase, found: readonly string[]): string | undefined {
  const { expect } = test;
  if ('none' in expect) return found.length === 0 ? undefined : `found ${found.length}`;
  const wanted = 'only' in expect ? expect.only : expect.first;
  const head = found.slice(0, wanted.length);
  const missing = wanted.filter((name) => !head.includes(name));
  if (missing.length > 0) return `not first: ${missing.join(', ')} (first: ${head.join(', ') || 'nothing'})`;
  if ('only' in expect && found.length > wanted.length)
    return `also found ${found.slice(wanted.length).join(', ')}`;
  return undefined;
}

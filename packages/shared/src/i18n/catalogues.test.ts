import { describe, expect, it } from 'vitest';
import { format, messages } from '../messages.js';
import { adminAr } from './ar/admin.js';
import { ar } from './ar/index.js';
import { type ArabicPlural, localizeMessage, type Plural, pluralOf } from './catalogue.js';
import { adminEn } from './en/admin.js';
import { en } from './en/index.js';
import { adminFr } from './fr/admin.js';
import { fr } from './fr/index.js';
import { loadAdminWords } from './loadAdmin.js';
import { mailWords } from './mail.js';

/** Values an Arabic page may show in Latin letters: brand names and letter sizes. */
const LATIN_ON_ARABIC_PAGE = new Set([
  'Facebook',
  'Instagram',
  'WhatsApp',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'S-M',
  'L-XL',
]);

type Catalogue = Record<string, unknown>;
const catalogues = { ar, fr } as unknown as Record<'ar' | 'fr', Catalogue>;
const english = en as unknown as Catalogue;
const sections = Object.keys(english);

const ARABIC_FORMS: (keyof ArabicPlural)[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Forms that name a single number (0, 1, 2), so may say it in words instead of `{count}`. */
const WORDED_FORMS = new Set(['zero', 'one', 'two']);

const placeholders = (text: string): string[] =>
  [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? ''))].sort();
const withoutCount = (names: string[]) => names.filter((name) => name !== 'count');
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;
const LATIN_LETTER = /[A-Za-z]/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An English plural: `{ one, other }` (and `many`), all strings. */
function isPlural(value: unknown): value is Plural {
  if (!isRecord(value) || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.includes('one') &&
    keys.includes('other') &&
    keys.every((k) => ['one', 'other', 'many'].includes(k) && typeof value[k] === 'string')
  );
}

/** Everything wrong with a translated value against its English source, one line each. */
function problemsOf(locale: 'ar' | 'fr', path: string, source: unknown, translated: unknown): string[] {
  const problems: string[] = [];
  const sameNames = (where: string, text: string, expected: string[], countOptional = false) => {
    const found = placeholders(text);
    const ok = countOptional
      ? JSON.stringify(withoutCount(found)) === JSON.stringify(withoutCount(expected)) &&
        found.every((n) => expected.includes(n))
      : JSON.stringify(found) === JSON.stringify(expected);
    if (!ok)
      problems.push(`${where}: placeholders {${found.join('}, {')}} instead of {${expected.join('}, {')}}`);
  };
  const arabicText = (where: string, text: string) => {
    if (locale !== 'ar' || LATIN_ON_ARABIC_PAGE.has(text)) return;
    const words = text.replace(/\{\w+\}/g, '');
    if (!ARABIC_LETTER.test(words) && LATIN_LETTER.test(words))
      problems.push(`${where}: no Arabic letter in "${text}"`);
  };

  if (typeof source === 'string') {
    if (typeof translated !== 'string') return [`${path}: a string is expected, found ${typeof translated}`];
    sameNames(path, translated, placeholders(source));
    arabicText(path, translated);
    return problems;
  }
  if (isPlural(source)) {
    const expected = placeholders(source.other);
    if (!isRecord(translated)) return [`${path}: a plural is expected, found ${typeof translated}`];
    const forms = locale === 'ar' ? ARABIC_FORMS : ['one', 'other'];
    const allowed = locale === 'ar' ? ARABIC_FORMS : ['one', 'other', 'many'];
    for (const form of forms)
      if (!(form in translated)) problems.push(`${path}: plural form "${form}" is missing`);
    for (const [form, text] of Object.entries(translated)) {
      if (!allowed.includes(form as keyof ArabicPlural))
        problems.push(`${path}: unknown plural form "${form}"`);
      else if (typeof text !== 'string') problems.push(`${path}.${form}: a string is expected`);
      else {
        sameNames(`${path}.${form}`, text, expected, WORDED_FORMS.has(form));
        arabicText(`${path}.${form}`, text);
      }
    }
    return problems;
  }
  if (isRecord(source)) {
    if (!isRecord(translated)) return [`${path}: a group of entries is expected, found ${typeof translated}`];
    for (const key of Object.keys(source)) {
      if (!Object.hasOwn(translated, key)) problems.push(`${path}.${key}: missing`);
      else problems.push(...problemsOf(locale, `${path}.${key}`, source[key], translated[key]));
    }
    for (const key of Object.keys(translated)) {
      if (!Object.hasOwn(source, key)) problems.push(`${path}.${key}: not in the English catalogue`);
    }
    return problems;
  }
  return [`${path}: unexpected English value ${String(source)}`];
}

describe('the Arabic and French catalogues', () => {
  const untranslated = (['ar', 'fr'] as const).flatMap((locale) =>
    sections.filter((s) => catalogues[locale][s] === english[s]).map((s) => `${locale}.${s}`),
  );

  it('have exactly the English sections', () => {
    for (const locale of ['ar', 'fr'] as const) {
      expect(Object.keys(catalogues[locale]).sort(), locale).toEqual([...sections].sort());
    }
  });

  it('translate every section (none is the English one re-exported)', () => {
    expect(untranslated).toEqual([]);
  });

  for (const locale of ['ar', 'fr'] as const) {
    for (const section of sections) {
      it(`${locale}.${section}: every English key, no other, with the same placeholders`, () => {
        expect(
          problemsOf(locale, `${locale}.${section}`, english[section], catalogues[locale][section]),
        ).toEqual([]);
      });
    }
  }
});

describe("the admin's catalogue in Arabic and French", () => {
  const admin = { ar: adminAr, fr: adminFr } as unknown as Record<'ar' | 'fr', Catalogue>;
  const source = adminEn as unknown as Catalogue;
  const adminSections = Object.keys(source);

  it('has exactly the English sections, each written in the language', () => {
    for (const locale of ['ar', 'fr'] as const) {
      expect(Object.keys(admin[locale]).sort(), locale).toEqual([...adminSections].sort());
      for (const section of adminSections) expect(admin[locale][section], section).not.toBe(source[section]);
    }
  });

  for (const locale of ['ar', 'fr'] as const) {
    for (const section of adminSections) {
      it(`admin ${locale}.${section}: every English key, no other, with the same placeholders`, () => {
        const translated = admin[locale][section];
        expect(problemsOf(locale, `${locale}.${section}`, source[section], translated)).toEqual([]);
      });
    }
  }

  it('is loaded on its own, apart from the storefront’s words', async () => {
    expect(await loadAdminWords('ar')).toBe(adminAr);
    expect(await loadAdminWords('fr')).toBe(adminFr);
    expect(await loadAdminWords('en')).toBe(adminEn);
    expect(Object.keys(en)).not.toContain('admin');
  });
});

describe("the mails' words in Arabic and French", () => {
  const source = mailWords.en as unknown as Catalogue;
  for (const locale of ['ar', 'fr'] as const) {
    it(`mail ${locale}: every English key, no other, with the same placeholders`, () => {
      expect(problemsOf(locale, `mail.${locale}`, source, mailWords[locale])).toEqual([]);
    });
  }

  it('end an Arabic subject with the Latin shop name, so that it starts in Arabic', () => {
    const subjects = Object.entries(mailWords.ar).flatMap(([key, value]) =>
      key.endsWith('Subject') ? (typeof value === 'string' ? [value] : Object.values(value)) : [],
    );
    expect(subjects.filter((subject) => subject.includes('{shop}') && !subject.endsWith('{shop}'))).toEqual(
      [],
    );
  });
});

/** Every text of a catalogue section, with its path. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
}

describe('French typography', () => {
  it('puts a no-break space before : ; ! ? and inside « », never a breaking one', () => {
    const texts = [
      ...textsOf(catalogues.fr, 'fr'),
      ...textsOf(adminFr, 'admin.fr'),
      ...textsOf(mailWords.fr, 'mail.fr'),
    ];
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter(([, text]) => /\s[:;!?»]|«\s/.test(text.replace(/[\u00a0\u202f]/g, '')))).toEqual([]);
    expect(texts.filter(([, text]) => /[ \t][:;!?»]|«[ \t]/.test(text))).toEqual([]);
  });
});

describe('the checks of the catalogue test', () => {
  it('find missing and extra keys, changed placeholders, English on an Arabic page and missing plural forms', () => {
    const source = {
      a: 'Hello {name}',
      b: 'Two',
      nested: { c: 'C' },
      n: { one: '1 item', other: '{count} items' },
    };
    const translated = {
      a: 'مرحبا {nom}',
      nested: { c: 'C', d: 'زيادة' },
      n: { zero: 'لا شيء', one: 'قطعة واحدة', two: 'قطعتان', few: '{count} قطع', other: '{count} قطعة' },
    };
    expect(problemsOf('ar', 'x', source, translated)).toEqual([
      'x.a: placeholders {nom} instead of {name}',
      'x.b: missing',
      'x.nested.c: no Arabic letter in "C"',
      'x.nested.d: not in the English catalogue',
      'x.n: plural form "many" is missing',
    ]);
  });

  it('let a form for 0, 1 or 2 say its number in words, not drop another placeholder', () => {
    const source = { one: '1 item of {name}', other: '{count} items of {name}' };
    const ok = {
      zero: 'لا قطع من {name}',
      one: 'قطعة من {name}',
      two: 'قطعتان من {name}',
      few: '{count} قطع من {name}',
      many: '{count} قطعة من {name}',
      other: '{count} قطعة من {name}',
    };
    expect(problemsOf('ar', 'p', source, ok)).toEqual([]);
    expect(problemsOf('ar', 'p', source, { ...ok, two: 'قطعتان' })).toEqual([
      'p.two: placeholders {} instead of {count}, {name}',
    ]);
    expect(problemsOf('ar', 'p', source, { ...ok, few: 'بضع قطع من {name}' })).toEqual([
      'p.few: placeholders {name} instead of {count}, {name}',
    ]);
  });

  it('accept brand names and pure patterns on an Arabic page', () => {
    expect(
      problemsOf(
        'ar',
        'x',
        { a: 'WhatsApp', b: '{day} {month} {year}', c: '-{rate}%' },
        { a: 'WhatsApp', b: '{day} {month} {year}', c: '-{rate}%' },
      ),
    ).toEqual([]);
  });
});

describe('localizeMessage', () => {
  it('gives a filled English message in Arabic and French with its values', () => {
    const english = format(messages.stockExceeded, { available: 3, item: 'Summer Pyjama' });
    expect(english).toBe('Only 3 left of Summer Pyjama');
    expect(localizeMessage(english, ar.messages)).toBe('لم يبقَ سوى 3 من Summer Pyjama');
    expect(localizeMessage(english, fr.messages)).toBe('Plus que 3 en stock pour Summer Pyjama');
  });

  it('fills every placeholder of a message with several', () => {
    const english = format(messages.orderStatusUpdated, { number: 1042, status: 'Shipped' });
    expect(localizeMessage(english, ar.messages)).toBe(
      format(ar.messages.orderStatusUpdated, { number: 1042, status: 'Shipped' }),
    );
    expect(localizeMessage(english, fr.messages)).toBe(
      'La commande n° 1042 est maintenant au statut «\u202fShipped\u202f»',
    );
    // With the language's vocabulary, a status, a size or a colour is named in it too.
    expect(localizeMessage(english, fr.messages, fr.vocab)).toBe(
      'La commande n° 1042 est maintenant au statut «\u202fExpédiée\u202f»',
    );
    const refusedMove = format(messages.orderStatusChangeRefused, { from: 'Shipped', to: 'Processing' });
    expect(localizeMessage(refusedMove, ar.messages, ar.vocab)).toBe(
      format(ar.messages.orderStatusChangeRefused, { from: 'قيد التوصيل', to: 'قيد التحضير' }),
    );
    const refused = format(messages.orderTooManyPieces, { max: 5, name: 'Robe', size: 'M', color: 'Navy' });
    expect(localizeMessage(refused, ar.messages)).toBe('الحدّ الأقصى في الطلب الواحد من Robe (M، Navy) هو 5');
    expect(localizeMessage(refused, fr.messages)).toBe(
      'Vous pouvez commander au plus 5 pièces de Robe (M, Navy) à la fois',
    );
    expect(localizeMessage(refused, fr.messages, fr.vocab)).toBe(
      `Vous pouvez commander au plus 5 pièces de Robe (M, ${fr.vocab.colors.Navy}) à la fois`,
    );
  });

  it('translates a message without placeholders and leaves other text as it is', () => {
    expect(localizeMessage(messages.invalidCredentials, ar.messages)).toBe(ar.messages.invalidCredentials);
    expect(localizeMessage(messages.invalidCredentials, fr.messages)).toBe(
      'E-mail ou mot de passe incorrect',
    );
    expect(localizeMessage('Pyjama en coton', ar.messages)).toBe('Pyjama en coton');
    expect(localizeMessage(messages.invalidCredentials, en.messages)).toBe(messages.invalidCredentials);
  });
});

describe('pluralOf', () => {
  const items: ArabicPlural = {
    zero: 'لا قطع',
    one: 'قطعة واحدة',
    two: 'قطعتان',
    few: '{count} قطع',
    many: '{count} قطعة',
    other: '{count} قطعةٍ',
  };

  it.each([
    [0, 'لا قطع'],
    [1, 'قطعة واحدة'],
    [2, 'قطعتان'],
    [3, '3 قطع'],
    [11, '11 قطعة'],
    [100, '100 قطعةٍ'],
  ])('chooses the Arabic form for %i', (count, expected) => {
    expect(pluralOf('ar', items, count)).toBe(expected);
  });

  it('chooses the form Intl.PluralRules chooses for whole counts, without making one', () => {
    // Each form written as its own name: the text chosen is the form's name.
    const names = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const forms = Object.fromEntries(names.map((name) => [name, name])) as unknown as ArabicPlural;
    const counts = [
      ...Array.from({ length: 3000 }, (_, n) => n),
      1_000_000,
      2_000_000,
      1_000_100,
      10 ** 9,
      -1,
      -3,
    ];
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const rules = new Intl.PluralRules(locale);
      for (const count of counts)
        expect(pluralOf(locale, forms, count), `${locale} ${count}`).toBe(rules.select(count));
    }
  });

  it('uses French "one" for 0 and 1 and "other" from 2', () => {
    const forms: Plural = { one: '{count} article', other: '{count} articles' };
    expect([0, 1, 2].map((n) => pluralOf('fr', forms, n))).toEqual(['0 article', '1 article', '2 articles']);
  });
});

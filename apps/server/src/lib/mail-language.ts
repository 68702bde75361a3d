import {
  type ArabicPlural,
  directionOf,
  format,
  formatLbp,
  formatShopDate,
  type Locale,
  type MailWords,
  mailWords,
  type Plural,
  pluralOf,
  type ShellWords,
  termIn,
} from '@shop/shared';

/**
 * One language as a mail or a WhatsApp text writes it: the mail words, and from every page's words the
 * vocabulary (sizes, colours), prices, dates and 'label: value' lines (French: a no-break space before
 * the colon). The server's counterpart of the web app's `Language`.
 */
export interface MailLanguage {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  words: MailWords;
  price(lbp: number): string;
  term(group: 'sizes' | 'colors' | 'countries' | 'orderStatuses', value: string): string;
  field(label: string, value: string | number): string;
  /** A size and colour in the language ('M, Pink' → 'M، زهري'); the size alone for an option without colour. */
  option(size: string, color: string): string;
  /**
   * A value typed in any script (a product's or a person's name) set apart from the words around it, so
   * that a Latin name keeps the Arabic line in order: Unicode's first-strong isolate, in text and HTML.
   */
  isolate(value: string): string;
  plural(entry: Plural | ArabicPlural, count: number, vars?: Record<string, string | number>): string;
  date(value: string | Date): string;
}

export function mailLanguage(locale: Locale, shell: ShellWords): MailLanguage {
  return {
    locale,
    dir: directionOf(locale),
    words: mailWords[locale],
    price: (lbp) => formatLbp(lbp, shell.layout),
    term: (group, value) => termIn(shell.vocab, group, value),
    field: (label, value) => format(shell.layout.field, { label, value }),
    option: (size, color) => {
      const sizeName = termIn(shell.vocab, 'sizes', size);
      if (!color) return sizeName;
      return format(mailWords[locale].option, {
        size: sizeName,
        color: termIn(shell.vocab, 'colors', color),
      });
    },
    plural: (entry, count, vars) => pluralOf(locale, entry, count, vars),
    date: (value) => formatShopDate(shell.dates, value),
    // Only a right-to-left line needs it: in a left-to-right one an Arabic name keeps its place.
    isolate: (value) => (directionOf(locale) === 'rtl' ? `\u2068${value}\u2069` : value),
  };
}

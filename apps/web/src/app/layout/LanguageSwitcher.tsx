import { format, LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale, localizedPath } from '@shop/shared';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import text from '../../components/ui/text.module.css';
import { useLanguage } from '../../lib/i18n';
import styles from './layout.module.css';
import { useMenuButton } from './useMenuButton';

/** Remembers the visitor's choice for a year: the English home page offers it next time (a URL always wins). */
export function rememberLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once per choice; no store needed
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export interface LanguageLink {
  locale: Locale;
  /** The page the visitor is on, in that language (path, query and anchor kept). */
  href: string;
  current: boolean;
}

/** The current page in each of the shop's languages. */
export function useLanguageLinks(): LanguageLink[] {
  const { locale } = useLanguage();
  // The router's location has no language prefix (the prefix is its basename).
  const { pathname, search, hash } = useLocation();
  return LOCALES.map((target) => ({
    locale: target,
    href: localizedPath(target, pathname) + search + hash,
    current: target === locale,
  }));
}

/**
 * A language's name, marked as written in that language. On a page in another language the Arabic name
 * is drawn in the system's font: the shop's Arabic webfont is not fetched for one word.
 */
export function LanguageName({ locale }: { locale: Locale }) {
  const page = useLanguage().locale;
  return (
    <span
      lang={locale}
      style={locale === 'ar' && page !== 'ar' ? { fontFamily: 'system-ui, sans-serif' } : undefined}
    >
      {LANGUAGE_NAMES[locale]}
    </span>
  );
}

/**
 * The header's language button (from md up): a globe, with the page's language's name from lg up (the
 * header is full below), opening the three choices.
 */
export function LanguageMenu() {
  const { locale, words } = useLanguage();
  const links = useLanguageLinks();
  const { buttonProps, renderMenu } = useMenuButton();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Icon name="languageOutlined" />}
        aria-label={format(words.layout.languageOf, { name: LANGUAGE_NAMES[locale] })}
        className={styles.languageButton}
        {...buttonProps}
      >
        <span className={styles.languageName}>
          <LanguageName locale={locale} />
        </span>
      </Button>
      {renderMenu({
        heading: words.layout.language,
        alignEnd: true,
        entries: links.map(({ locale: target, href, current }) => ({
          key: target,
          label: <LanguageName locale={target} />,
          href,
          hrefLang: target,
          current,
          onSelect: () => rememberLanguage(target),
        })),
      })}
    </>
  );
}

/**
 * The footer's language links, one a line like the footer's other links; the page's is marked in bold.
 * An island on a page drawn as islands (decision 098): a click remembers the choice.
 */
export function LanguageLinks() {
  const { layout } = useLanguage().words;
  return (
    <nav aria-label={layout.language} className={styles.footerLanguages}>
      {useLanguageLinks().map(({ locale, href, current }) => (
        <a
          key={locale}
          href={href}
          hrefLang={locale}
          aria-current={current ? 'page' : undefined}
          onClick={() => rememberLanguage(locale)}
          className={clsx(text.link, current && styles.footerCurrentLanguage)}
        >
          <LanguageName locale={locale} />
        </a>
      ))}
    </nav>
  );
}

import { useId } from 'react';
import overlay from '../../components/ui/overlay.module.css';
import { useLanguage } from '../../lib/i18n';
import { LanguageName, rememberLanguage, useLanguageLinks } from './LanguageSwitcher';

/** The phone drawer's language list: one plain link per language, the page's marked. */
export function LanguageList() {
  const { layout } = useLanguage().words;
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <ul className={overlay.list}>
        <li id={headingId} className={overlay.listSubheader}>
          {layout.language}
        </li>
        {useLanguageLinks().map(({ locale, href, current }) => (
          <li key={locale}>
            <a
              href={href}
              hrefLang={locale}
              aria-current={current ? 'page' : undefined}
              onClick={() => rememberLanguage(locale)}
              className={overlay.listItem}
            >
              <LanguageName locale={locale} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import {
  DEFAULT_LOCALE,
  directionOf,
  type Locale,
  loadWords,
  localizedPath,
  paths,
  type ShellWords,
} from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { Button, IconButton } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useNotificationSlot } from '../../lib/toast';
import { rememberLanguage } from './LanguageSwitcher';
import styles from './layout.module.css';

/**
 * The offer itself, in the language it offers (its own catalogue's words): a bar at the bottom of the
 * screen, where it shifts nothing (the floating buttons rise above it, as for a toast). Taking the offer
 * goes to that language's home page; declining remembers English, so it is not offered again.
 */
export default function LanguageOfferBar({ locale, onClose }: { locale: Locale; onClose(): void }) {
  const [words, setWords] = useState<ShellWords>();
  const titleId = useId();
  useEffect(() => {
    let current = true;
    loadWords(locale).then(
      (loaded) => current && setWords(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const shown = useNotificationSlot(1, words !== undefined);
  if (!words || !shown) return null;
  const { layout } = words;

  return (
    <aside lang={locale} dir={directionOf(locale)} aria-labelledby={titleId} className={styles.offer}>
      <p id={titleId} className={styles.offerText}>
        {layout.languageOffer}
      </p>
      <Button
        variant="contained"
        href={localizedPath(locale, paths.home)}
        hrefLang={locale}
        onClick={() => rememberLanguage(locale)}
        className={styles.offerAccept}
      >
        {layout.languageOfferAccept}
      </Button>
      <IconButton
        aria-label={layout.languageOfferDismiss}
        className={styles.offerClose}
        onClick={() => {
          rememberLanguage(DEFAULT_LOCALE);
          onClose();
        }}
      >
        <Icon name="close" />
      </IconButton>
    </aside>
  );
}

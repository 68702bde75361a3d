import { DEFAULT_LOCALE, localeCookieOf, paths } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/hydration';
import { useLanguage } from '../../lib/i18n';

// Fetched only for a visitor it speaks to: with the words of the language it offers.
const LanguageOfferBar = lazy(() => import('./LanguageOfferBar'));

/**
 * The English home page offers the language a visitor chose before (the `lang` cookie: Arabic or
 * French), without redirecting: a URL always wins. Read after hydration, so the server's HTML is the
 * same for everyone.
 */
export function LanguageOffer() {
  const { locale } = useLanguage();
  const { pathname } = useLocation();
  const onEnglishHome = locale === DEFAULT_LOCALE && pathname === paths.home;
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const chosen = hydrated && onEnglishHome && !closed ? localeCookieOf(document.cookie) : undefined;

  if (!chosen || chosen === DEFAULT_LOCALE) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar locale={chosen} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

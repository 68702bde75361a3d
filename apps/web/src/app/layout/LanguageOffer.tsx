import { DEFAULT_LOCALE, type Locale, localeCookieOf, paths } from '@shop/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
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
  const [offered, setOffered] = useState<Locale>();

  useEffect(() => {
    const chosen = onEnglishHome ? localeCookieOf(document.cookie) : undefined;
    setOffered(chosen === DEFAULT_LOCALE ? undefined : chosen);
  }, [onEnglishHome]);

  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar locale={offered} onClose={() => setOffered(undefined)} />
    </Suspense>
  );
}

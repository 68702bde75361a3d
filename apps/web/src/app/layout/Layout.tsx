import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { CartSync } from '../../features/cart';
import { AfterFirstPaint } from '../../lib/AfterFirstPaint';
import { useNavigationTracking } from '../../lib/hydration';
import { Island } from '../../lib/islands/Island';
import { dismissErrorToastOfOtherPage } from '../../lib/toast';
import { RouteErrorBoundary } from '../RouteError';
import FloatingActions from './FloatingActions';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageOffer';
import styles from './layout.module.css';
import { ScrollManager } from './ScrollManager';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/**
 * The frame of every page. Pages load lazily inside <main>, so the header and footer paint at once. On
 * a page drawn as islands (decision 098) it is the server's HTML but for its islands.
 */
export function Layout() {
  const { pathname } = useLocation();
  useNavigationTracking();
  useEffect(() => dismissErrorToastOfOtherPage(pathname), [pathname]);
  return (
    <div className={styles.page}>
      <SkipLink />
      <TopBar />
      <Header />
      {/*
        At least a screen high: while a page's code or data loads, the footer waits below the fold instead
        of showing under the header and then jumping down (a layout shift, Core Web Vitals' CLS).
      */}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* Below the fold: <main> is at least a screen high. */}
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <Island of={FloatingActions} />
      <Island of={LanguageOffer} />
      <ScrollManager />
      <Island of={CartSync} />
    </div>
  );
}

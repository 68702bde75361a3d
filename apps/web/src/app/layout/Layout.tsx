import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { CartSync } from '../../features/cart';
import { AfterFirstPaint } from '../../lib/AfterFirstPaint';
import { useNavigationTracking } from '../../lib/hydration';
import { dismissErrorToastOfOtherPage } from '../../lib/toast';
import { RouteErrorBoundary } from '../RouteError';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageOffer';
import { ScrollManager } from './ScrollManager';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

const FloatingActions = lazy(() => import('./FloatingActions'));

/** The frame of every page. Pages load lazily inside <main>, so the header and footer paint at once. */
export function Layout() {
  const { pathname } = useLocation();
  useNavigationTracking();
  useEffect(() => dismissErrorToastOfOtherPage(pathname), [pathname]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' }}>
      <SkipLink />
      <TopBar />
      <Header />
      {/*
        At least a screen high: while a page's code or data loads, the footer waits below the fold instead
        of showing under the header and then jumping down (a layout shift, Core Web Vitals' CLS).
      */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, minBlockSize: '100vh', outline: 'none' }}
      >
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      {/* Below the fold: <main> is at least a screen high. */}
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <Suspense fallback={null}>
        <FloatingActions />
      </Suspense>
      <LanguageOffer />
      <ScrollManager />
      <CartSync />
    </Box>
  );
}

import { isCartSegment, ROUTES } from '@shop/shared';
import { isValidElement, lazy } from 'react';
import { matchRoutes, type RouteObject, useParams, useRoutes } from 'react-router';
import {
  ConfirmEmailPage,
  ForgotPasswordPage,
  LoginPage,
  PasswordUpdatePage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
} from '../features/accounts';
import { DashboardPage, OrderSlipsPage, ProductFormPage, UsersPage } from '../features/admin';
import { CartPage } from '../features/cart';
import { ListingPage, ProductPage } from '../features/catalog';
import { ContactPage } from '../features/contact';
import { FavoritesPage } from '../features/favorites';
import { HomePage } from '../features/home';
import { MyOrdersPage, OrderDetailsPage, SuccessPage } from '../features/orders';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/Layout';

// Every screen is its own chunk, loaded when first visited (features export their pages lazily).
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * The brand cart path (docs/product.md §3) is 'cart' followed by the shop's short name ('/cartMira'). React
 * Router matches whole segments only, so a one-segment catch-all serves it; static routes still win over it.
 */
function CartOrNotFound() {
  const { cartBrand = '' } = useParams();
  return isCartSegment(cartBrand) ? <CartPage /> : <NotFoundPage />;
}

/** Listing routes share one page; it reads its filters from the path and the query string. */
const listingPaths: string[] = [
  ROUTES.products,
  ROUTES.productCat,
  ROUTES.productSubCat,
  ROUTES.productSubCats,
  ROUTES.search,
];

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      ...listingPaths.map((path) => ({ path, element: <ListingPage /> })),
      { path: ROUTES.product, element: <ProductPage /> },
      { path: ROUTES.productAlias, element: <ProductPage /> },
      { path: ROUTES.cart, element: <CartPage /> },
      { path: ROUTES.cartBrand, element: <CartOrNotFound /> },
      { path: ROUTES.favorites, element: <FavoritesPage /> },
      { path: ROUTES.contact, element: <ContactPage /> },
      // Signed in or not: the link is opened from a mailbox, maybe on another device.
      { path: ROUTES.confirmEmail, element: <ConfirmEmailPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.register, element: <RegisterPage /> },
          { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: ROUTES.profile, element: <ProfilePage /> },
          { path: ROUTES.passwordUpdate, element: <PasswordUpdatePage /> },
          { path: ROUTES.myOrders, element: <MyOrdersPage /> },
          { path: ROUTES.order, element: <OrderDetailsPage /> },
          { path: ROUTES.success, element: <SuccessPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: ROUTES.adminDashboard, element: <DashboardPage /> },
          { path: ROUTES.adminNewProduct, element: <ProductFormPage /> },
          { path: ROUTES.adminProduct, element: <ProductFormPage /> },
          { path: ROUTES.adminUsers, element: <UsersPage /> },
          { path: ROUTES.adminOrderSlips, element: <OrderSlipsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Router updates are applied at once rather than as transitions. A lazy page then shows the loader
 * straight away (feedback on slow networks), and a session change and a navigation made in the same
 * handler (logout, then go home) render together, so guards never see one without the other.
 */
export const routerOptions = { useTransitions: false } as const;

/**
 * Loads the code of the page at `pathname` (lazy pages' `preload`). Awaited before the first render, the
 * page is in the first paint instead of the loader (the server's HTML has already asked for its chunks).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = (type as { preload?: () => Promise<unknown> } | undefined)?.preload;
    return preload?.();
  });
  await Promise.all(loads);
}

export function AppRoutes() {
  return useRoutes(routes);
}

import { ROUTES } from '@shop/shared';
import { lazy } from 'react';
import { type RouteObject, useParams, useRoutes } from 'react-router';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/Layout';

// Every screen is its own chunk, loaded when first visited.
const HomePage = lazy(() => import('../features/home/HomePage'));
const ListingPage = lazy(() => import('../features/catalog/ListingPage'));
const ProductPage = lazy(() => import('../features/catalog/ProductPage'));
const LoginPage = lazy(() => import('../features/accounts/LoginPage'));
const RegisterPage = lazy(() => import('../features/accounts/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/accounts/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/accounts/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../features/accounts/ProfilePage'));
const PasswordUpdatePage = lazy(() => import('../features/accounts/PasswordUpdatePage'));
const MyOrdersPage = lazy(() => import('../features/orders/MyOrdersPage'));
const OrderDetailsPage = lazy(() => import('../features/orders/OrderDetailsPage'));
const SuccessPage = lazy(() => import('../features/orders/SuccessPage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const FavoritesPage = lazy(() => import('../features/favorites/FavoritesPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const DashboardPage = lazy(() => import('../features/admin/DashboardPage'));
const ProductFormPage = lazy(() => import('../features/admin/ProductFormPage'));
const UsersPage = lazy(() => import('../features/admin/UsersPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * The spec's cart path is 'cart' followed by the shop's short name ('/cartMira'). React Router matches
 * whole segments only, so a one-segment catch-all serves it; static routes still win over it.
 */
function CartOrNotFound() {
  const { cartBrand = '' } = useParams();
  return cartBrand.toLowerCase().startsWith('cart') ? <CartPage /> : <NotFoundPage />;
}

/** Listing routes share one page; it reads its filters from the path and the query string. */
const listingPaths: string[] = [
  ROUTES.products,
  ROUTES.productCat,
  ROUTES.productSubCat,
  ROUTES.productSubCats,
  ROUTES.search,
];

export const routes: RouteObject[] = [
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

export function AppRoutes() {
  return useRoutes(routes);
}

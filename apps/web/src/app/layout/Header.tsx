import { isAdminPath, paths } from '@shop/shared';
import clsx from 'clsx';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import ui from '../../components/ui/ui.module.css';
import { OrdersToShipButton } from '../../features/admin';
import { HeaderSearch } from '../../features/catalog';
import { useWords } from '../../lib/i18n';
import { Island } from '../../lib/islands/Island';
import { useIsAdmin } from '../../lib/session';
import { useShop } from '../../lib/shop';
import AccountButton from './AccountButton.island';
import CartButton from './CartButton.island';
import LanguageMenu from './LanguageMenu.island';
import styles from './layout.module.css';
import MenuButton from './MenuButton.island';
import ProductsMenu from './ProductsMenu.island';

/**
 * Sticky header: logo, navigation, search, cart and account (docs/product.md §3.1). Its buttons are islands
 * (decision 098): on a page drawn as islands the rest is the server's HTML.
 */
export function Header() {
  const { layout } = useWords();
  const shopName = useShop().data?.name ?? '';
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  const onAdminScreen = isAdmin && isAdminPath(pathname);

  return (
    <header className={styles.header}>
      <div className={ui.container}>
        <div className={styles.toolbar}>
          <Island of={MenuButton} />
          <Link
            to={paths.home}
            // Until the shop's name arrives (a page the server did not render), the link is still named.
            aria-label={shopName ? undefined : layout.home}
            // A Latin name on an Arabic page is cut at its own end ('Mira Home & Fa…'), not at its start.
            dir="auto"
            className={styles.shopName}
          >
            {shopName}
          </Link>
          <nav aria-label={layout.mainNavigation} className={styles.nav}>
            <Button color="inherit" to={paths.home}>
              {layout.home}
            </Button>
            <Island of={ProductsMenu} />
            <Button color="inherit" to={paths.contact}>
              {layout.contactUs}
            </Button>
          </nav>
          <div className={styles.searchInline}>
            <Island of={HeaderSearch} />
          </div>
          <div className={styles.actions}>
            <div className={styles.desktopOnly}>
              <Island of={LanguageMenu} />
            </div>
            {onAdminScreen && (
              <Suspense fallback={null}>
                <OrdersToShipButton />
              </Suspense>
            )}
            <Island of={CartButton} />
            <Island of={AccountButton} />
          </div>
        </div>
        <div className={clsx(styles.searchBelow)}>
          <Island of={HeaderSearch} />
        </div>
      </div>
    </header>
  );
}

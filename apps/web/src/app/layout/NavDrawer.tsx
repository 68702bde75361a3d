import { paths } from '@shop/shared';
import clsx from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import overlay from '../../components/ui/overlay.module.css';
import { Sheet } from '../../components/ui/Sheet';
import ui from '../../components/ui/ui.module.css';
import { useLanguage } from '../../lib/i18n';
import { useSignedIn } from '../../lib/session';
import { LanguageList } from './LanguageList';
import styles from './layout.module.css';
import { categoryLinks } from './navigation';
import { useAccountLinks } from './useAccountLinks';
import { useLogout } from './useLogout';

interface NavDrawerProps {
  open: boolean;
  onClose(): void;
  shopName: string;
}

function DrawerLink({
  to,
  label,
  onClose,
  inset,
}: {
  to: string;
  label: string;
  onClose(): void;
  inset?: boolean;
}) {
  return (
    <li>
      <Link to={to} onClick={onClose} className={clsx(overlay.listItem, inset && overlay.inset)}>
        <span className={overlay.listItemText}>{label}</span>
      </Link>
    </li>
  );
}

/** The mobile navigation (below md): the header's links, categories and account entries in one list. */
export default function NavDrawer({ open, onClose, shopName }: NavDrawerProps) {
  const { words, term } = useLanguage();
  const { layout } = words;
  const signedIn = useSignedIn();
  const accountLinks = useAccountLinks();
  const logout = useLogout();
  const titleId = useId();
  const accountId = useId();

  return (
    <Sheet open={open} onClose={onClose} labelledBy={titleId} className={styles.drawer}>
      <div className={styles.drawerHead}>
        <p id={titleId} className={styles.drawerTitle}>
          {shopName}
        </p>
        <IconButton onClick={onClose} aria-label={layout.closeMenu}>
          <Icon name="close" />
        </IconButton>
      </div>
      <hr className={ui.divider} />
      <nav aria-label={layout.mainNavigation}>
        <ul className={overlay.list}>
          <DrawerLink to={paths.home} label={layout.home} onClose={onClose} />
          <DrawerLink to={paths.products} label={layout.products} onClose={onClose} />
          {categoryLinks.map(({ category, to }) => (
            <DrawerLink key={to} to={to} label={term('categories', category)} onClose={onClose} inset />
          ))}
          <DrawerLink to={paths.contact} label={layout.contactUs} onClose={onClose} />
        </ul>
        <hr className={ui.divider} />
        <ul className={overlay.list} aria-labelledby={signedIn ? accountId : undefined}>
          {signedIn ? (
            <>
              <li id={accountId} className={overlay.listSubheader}>
                {layout.myAccount}
              </li>
              {accountLinks.map(({ label, to, icon }) => (
                <li key={to}>
                  <Link to={to} onClick={onClose} className={overlay.listItem}>
                    <span className={overlay.listItemIcon}>
                      <Icon name={icon} />
                    </span>
                    <span className={overlay.listItemText}>{label}</span>
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={overlay.listItem}
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  <span className={overlay.listItemIcon}>
                    <Icon name="logout" mirror />
                  </span>
                  <span className={overlay.listItemText}>{layout.logout}</span>
                </button>
              </li>
            </>
          ) : (
            <li>
              <Link to={paths.login()} onClick={onClose} className={overlay.listItem}>
                <span className={overlay.listItemIcon}>
                  <Icon name="login" mirror />
                </span>
                <span className={overlay.listItemText}>{layout.login}</span>
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <hr className={ui.divider} />
      <LanguageList />
    </Sheet>
  );
}

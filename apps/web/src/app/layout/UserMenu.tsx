import { format } from '@shop/shared';
import { IconButton } from '../../components/ui/Button';
import { usePendingToast } from '../../features/accounts';
import { useWords } from '../../lib/i18n';
import type { SessionUser } from '../../lib/session';
import styles from './layout.module.css';
import { useAccountLinks } from './useAccountLinks';
import { useLogout } from './useLogout';
import { useMenuButton } from './useMenuButton';

/** Signed-in user's menu: Dashboard (admins), Favorites, Profile, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { layout } = useWords();
  const { buttonProps, renderMenu } = useMenuButton();
  const links = useAccountLinks();
  const logout = useLogout();
  // After the sign-in reload the signed-in header is the first thing up: it says 'Logged In Successfully'.
  usePendingToast();

  return (
    <>
      <IconButton aria-label={format(layout.accountMenu, { name: user.name })} {...buttonProps}>
        <span className={styles.avatar}>{user.name.trim().charAt(0).toUpperCase()}</span>
      </IconButton>
      {renderMenu({
        heading: user.name,
        alignEnd: true,
        entries: [...links, { label: layout.logout, onSelect: logout, icon: 'logout', mirror: true }],
      })}
    </>
  );
}

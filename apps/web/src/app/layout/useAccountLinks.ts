import { paths } from '@shop/shared';
import { useWords } from '../../lib/i18n';
import { useIsAdmin } from '../../lib/session';

/** The signed-in user's links, shared by the user menu and the drawer; Dashboard only for admins. */
export function useAccountLinks() {
  const { layout } = useWords();
  const isAdmin = useIsAdmin();
  return [
    ...(isAdmin
      ? [{ label: layout.dashboard, to: paths.adminDashboard(), icon: 'dashboardOutlined' as const }]
      : []),
    { label: layout.favorites, to: paths.favorites, icon: 'favoriteBorder' as const },
    { label: layout.profile, to: paths.profile, icon: 'personOutlined' as const },
  ];
}

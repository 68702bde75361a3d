import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { paths } from '@shop/shared';
import { useWords } from '../../lib/i18n';
import { useIsAdmin } from '../../lib/session';

/** The signed-in user's links, shared by the user menu and the drawer; Dashboard only for admins. */
export function useAccountLinks() {
  const { layout } = useWords();
  const isAdmin = useIsAdmin();
  return [
    ...(isAdmin ? [{ label: layout.dashboard, to: paths.adminDashboard(), Icon: DashboardIcon }] : []),
    { label: layout.favorites, to: paths.favorites, Icon: FavoriteBorderIcon },
    { label: layout.profile, to: paths.profile, Icon: PersonOutlinedIcon },
  ];
}

import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { paths } from '@shop/shared';
import { labels } from '../../lib/labels';
import { useIsAdmin } from '../../lib/session';

/** The signed-in user's links, shared by the user menu and the drawer; Dashboard only for admins. */
export function useAccountLinks() {
  const isAdmin = useIsAdmin();
  return [
    ...(isAdmin ? [{ label: labels.dashboard, to: paths.adminDashboard(), Icon: DashboardIcon }] : []),
    { label: labels.favorites, to: paths.favorites, Icon: FavoriteBorderIcon },
    { label: labels.profile, to: paths.profile, Icon: PersonOutlinedIcon },
  ];
}

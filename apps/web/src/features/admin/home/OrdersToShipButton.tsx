import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useAdminWords } from '../useAdminWords';
import { useOpenOrders } from './api';

/**
 * The site header's count of orders to ship on the admin's screens, read again every minute while one
 * is open; it opens the Orders tab on them. Its own chunk: the storefront never loads it.
 */
export default function OrdersToShipButton() {
  const { home: l } = useAdminWords();
  const { plural } = useLanguage();
  const toShip = useOpenOrders().data?.Processing ?? 0;
  const label = plural(l.toShipCount, toShip);
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={paths.adminDashboard('orders', { status: 'Processing' })}
        aria-label={label}
      >
        <Badge badgeContent={toShip} color="warning" max={999}>
          <LocalShippingOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { format, paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { useOpenOrders } from './api';
import { homeLabels as l } from './labels';

/**
 * The site header's count of orders to ship on the admin's screens, read again every minute while one
 * is open; it opens the Orders tab on them. Its own chunk: the storefront never loads it.
 */
export default function OrdersToShipButton() {
  const toShip = useOpenOrders().data?.Processing ?? 0;
  const label = toShip === 1 ? l.oneToShip : format(l.waitingChip, { count: toShip });
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

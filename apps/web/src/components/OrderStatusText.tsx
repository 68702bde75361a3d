import Typography from '@mui/material/Typography';
import { isDelivered, orderStatusColor } from '../lib/orderStatus';

/** The status in green when delivered, otherwise red (spec §4). */
export function OrderStatusText({ status }: { status: string }) {
  return (
    <Typography
      component="span"
      data-delivered={isDelivered(status)}
      sx={{ fontWeight: 700, color: orderStatusColor(status) }}
    >
      {status}
    </Typography>
  );
}

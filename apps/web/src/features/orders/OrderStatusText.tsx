import Typography from '@mui/material/Typography';
import { isDelivered } from './status';

/** The status in green when delivered, otherwise red (spec §4); dark shades keep the contrast. */
export function OrderStatusText({ status }: { status: string }) {
  return (
    <Typography
      component="span"
      data-delivered={isDelivered(status)}
      sx={{ fontWeight: 700, color: isDelivered(status) ? 'success.dark' : 'error.dark' }}
    >
      {status}
    </Typography>
  );
}

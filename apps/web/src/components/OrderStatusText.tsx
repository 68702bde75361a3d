import Typography from '@mui/material/Typography';
import { useLanguage } from '../lib/i18n';
import { isDelivered, orderStatusColor } from '../lib/orderStatus';

/** The status, in the page's language, in green when delivered, otherwise red (docs/product.md §3.6). */
export function OrderStatusText({ status }: { status: string }) {
  const { term } = useLanguage();
  return (
    <Typography
      component="span"
      data-delivered={isDelivered(status)}
      sx={{ fontWeight: 700, color: orderStatusColor(status) }}
    >
      {term('orderStatuses', status)}
    </Typography>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { format, NEXT_ORDER_STATUSES, type Order, type OrderStatus } from '@shop/shared';
import { OrderStatusText } from '../../../components/OrderStatusText';
import { orderStatusColor } from '../../../lib/orderStatus';
import { useUpdateOrderStatus } from './api/updateOrderStatus';
import { adminOrderLabels as labels } from './labels';

/**
 * An order's status, changeable to the legal next ones only (the moves the server accepts). A
 * delivered or cancelled order is final and shows its status as text.
 */
export function StatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const current = order.orderStatus;
  const next = NEXT_ORDER_STATUSES[current];
  if (next.length === 0) {
    return <OrderStatusText status={current} />;
  }
  return (
    <TextField
      select
      size="small"
      value={current}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ id: order._id, status: event.target.value as OrderStatus })}
      slotProps={{ htmlInput: { 'aria-label': format(labels.changeStatus, { number: order.number }) } }}
      sx={{
        minInlineSize: 140,
        '& .MuiSelect-select': { fontWeight: 700, color: orderStatusColor(current) },
      }}
    >
      <MenuItem value={current} disabled>
        {current}
      </MenuItem>
      {next.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

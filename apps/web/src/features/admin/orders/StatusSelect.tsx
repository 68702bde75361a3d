import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { format, NEXT_ORDER_STATUSES, type Order, type OrderStatus } from '@shop/shared';
import { useState } from 'react';
import { OrderStatusText } from '../../../components/OrderStatusText';
import { orderStatusColor } from '../../../lib/orderStatus';
import { type Confirmation, ConfirmDialog } from '../components/ConfirmDialog';
import { useUpdateOrderStatus } from './api/updateOrderStatus';
import { adminOrderLabels as labels } from './labels';

/** The question asked before a move to a final status (Shipped needs none: the order can still move on). */
function finalMove(number: number, status: OrderStatus): Confirmation | undefined {
  if (status === 'Delivered') {
    return {
      title: format(labels.confirmDelivered, { number }),
      text: labels.confirmDeliveredText,
      action: status,
    };
  }
  if (status === 'Cancelled') {
    return {
      title: format(labels.confirmCancelled, { number }),
      text: labels.confirmCancelledText,
      action: labels.cancelOrder,
      danger: true,
    };
  }
  return undefined;
}

/**
 * An order's status, changeable to the legal next ones only (the moves the server accepts). A move to
 * Delivered or Cancelled is final, so it is confirmed first. A final order shows its status as text.
 */
export function StatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [asked, setAsked] = useState<OrderStatus>();
  const current = order.orderStatus;
  const next = NEXT_ORDER_STATUSES[current];
  if (next.length === 0) {
    return <OrderStatusText status={current} />;
  }
  const move = (status: OrderStatus) => update.mutate({ id: order._id, status });
  return (
    <>
      <TextField
        select
        size="small"
        value={current}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value as OrderStatus;
          if (finalMove(order.number, status)) setAsked(status);
          else move(status);
        }}
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
      <ConfirmDialog
        confirmation={asked && finalMove(order.number, asked)}
        onConfirm={() => asked && move(asked)}
        onClose={() => setAsked(undefined)}
      />
    </>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type AdminWords, format, NEXT_ORDER_STATUSES, type Order, type OrderStatus } from '@shop/shared';
import { useState } from 'react';
import { OrderStatusText } from '../../../components/OrderStatusText';
import { type Language, useLanguage } from '../../../lib/i18n';
import { orderStatusColor } from '../../../lib/orderStatus';
import { type Confirmation, ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWords } from '../useAdminWords';
import { useUpdateOrderStatus } from './api/updateOrderStatus';

type OrderWords = AdminWords['orders'];

/**
 * The question asked before a move to a final status: Delivered, Cancelled, or Returned (a parcel
 * refused at the door). Shipped needs none: the order can still move on.
 */
function finalMove(
  labels: OrderWords,
  term: Language['term'],
  number: number,
  status: OrderStatus,
): Confirmation | undefined {
  if (status === 'Delivered') {
    return {
      title: format(labels.confirmDelivered, { number }),
      text: labels.confirmDeliveredText,
      action: term('orderStatuses', status),
    };
  }
  if (status === 'Returned') {
    return {
      title: format(labels.confirmReturned, { number }),
      text: labels.confirmReturnedText,
      action: term('orderStatuses', status),
      danger: true,
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
 * Delivered, Cancelled or Returned is final, so it is confirmed first. A final order shows its status as text.
 */
export function StatusSelect({ order }: { order: Order }) {
  const { orders: labels } = useAdminWords();
  const { term } = useLanguage();
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
          if (finalMove(labels, term, order.number, status)) setAsked(status);
          else move(status);
        }}
        slotProps={{ htmlInput: { 'aria-label': format(labels.changeStatus, { number: order.number }) } }}
        sx={{
          minInlineSize: 140,
          '& .MuiSelect-select': { fontWeight: 700, color: orderStatusColor(current) },
        }}
      >
        <MenuItem value={current} disabled>
          {term('orderStatuses', current)}
        </MenuItem>
        {next.map((status) => (
          <MenuItem key={status} value={status}>
            {term('orderStatuses', status)}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        confirmation={asked && finalMove(labels, term, order.number, asked)}
        onConfirm={() => asked && move(asked)}
        onClose={() => setAsked(undefined)}
      />
    </>
  );
}

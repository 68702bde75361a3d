import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { format, type Order } from '@shop/shared';
import { useState } from 'react';
import { useAdminWords } from '../useAdminWords';
import { useDeleteOrder } from './api/deleteOrder';

/** The delete icon of a row; the order is deleted only once the dialog is confirmed. */
export function DeleteOrderButton({ order }: { order: Order }) {
  const { orders: labels } = useAdminWords();
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrder();
  const number = order.number;
  return (
    <>
      <IconButton color="error" onClick={() => setOpen(true)} aria-label={format(labels.delete, { number })}>
        <DeleteOutlinedIcon />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`delete-order-${order._id}`}>
        <DialogTitle id={`delete-order-${order._id}`}>{format(labels.confirmTitle, { number })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{labels.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{labels.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => remove.mutate(order._id, { onSuccess: () => setOpen(false) })}
          >
            {labels.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

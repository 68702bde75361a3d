import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { format, type Order } from '@shop/shared';
import { useId, useState } from 'react';
import { useRequestErrorToastOf } from '../../../lib/useRequestErrorToast';
import { useAdminWords } from '../useAdminWords';
import { useOrderWhatsApp } from './api/getOrderWhatsApp';

/** The words of `template` before and after its `{name}` placeholder, to isolate the value between them. */
const around = (template: string, name: string) => {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return { before, after };
};

/**
 * "Message the customer on WhatsApp": the row's button opens the message the server wrote for the
 * order's status, in the order's language, and a link that opens it in WhatsApp on the customer's
 * number (free: a `wa.me` link, no paid API). The admin reads it before sending it.
 */
export function MessageCustomerButton({ order }: { order: Order }) {
  const { orders: labels } = useAdminWords();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const message = useOrderWhatsApp(order._id, open);
  useRequestErrorToastOf(message.error);
  const name = `${order.shippingInfo.firstName} ${order.shippingInfo.lastName}`;
  const title = around(labels.whatsAppTitle, 'name');
  const to = around(labels.whatsAppTo, 'phone');
  return (
    <>
      <IconButton
        onClick={() => setOpen(true)}
        aria-label={format(labels.messageCustomerOf, { number: order.number })}
        title={labels.messageCustomer}
        sx={{ color: 'success.dark' }}
      >
        <WhatsAppIcon />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {title.before}
          <bdi>{name}</bdi>
          {title.after}
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ marginBlockEnd: 1.5 }}>
            {to.before}
            <bdi dir="ltr">{order.shippingInfo.phoneNo}</bdi>
            {to.after}
          </Typography>
          {message.data ? (
            <Box
              data-testid="whatsapp-text"
              dir="auto"
              sx={{
                whiteSpace: 'pre-wrap',
                padding: 2,
                borderRadius: 2,
                backgroundColor: '#e7f6e9',
                color: 'text.primary',
              }}
            >
              {message.data.text}
            </Box>
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
          <Button onClick={() => setOpen(false)}>{labels.close}</Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<WhatsAppIcon />}
            href={message.data?.url ?? ''}
            disabled={!message.data}
            target="_blank"
            rel="noopener noreferrer"
          >
            {labels.openWhatsApp}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

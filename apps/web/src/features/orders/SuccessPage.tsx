import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, paths } from '@shop/shared';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { usePageWords } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { rememberLastOrder } from './lastOrder';

/**
 * /success: the confirmation of the order checkout placed. The WhatsApp button is the sure way to send
 * the summary: the window checkout tries to open itself may have been blocked by the browser.
 */
export default function SuccessPage() {
  const { orders: labels } = usePageWords();
  usePageTitle(labels.successTitle);
  const { state } = useLocation();
  const [placed] = useState(() => rememberLastOrder(state));

  if (!placed) {
    return (
      <PageSection>
        <Typography sx={{ marginBlockEnd: 2 }}>{labels.noSuccess}</Typography>
        <Button component={RouterLink} to={paths.myOrders} variant="outlined">
          {labels.myOrders}
        </Button>
      </PageSection>
    );
  }

  const { order, whatsappUrl } = placed;
  return (
    <PageSection>
      <Paper variant="outlined" sx={{ maxInlineSize: 640, marginInline: 'auto', padding: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h4" component="h1">
            {labels.successTitle}
          </Typography>
          <Typography variant="h6" component="p">
            {format(labels.successNumber, { number: order.number })}
          </Typography>
          <Typography color="text.secondary">{labels.successIntro}</Typography>
          <Typography color="text.secondary">{labels.successWhatsAppHint}</Typography>
          <Button
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            color="success"
            startIcon={<WhatsAppIcon />}
            sx={{ paddingInline: 4 }}
          >
            {labels.successWhatsApp}
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to={paths.order(order._id)} variant="outlined">
              {format(labels.viewOrder, { number: order.number })}
            </Button>
            <Button component={RouterLink} to={paths.products}>
              {labels.continueShopping}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </PageSection>
  );
}

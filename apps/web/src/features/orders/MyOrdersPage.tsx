import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { OrderStatusText } from '../../components/OrderStatusText';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { useLanguage, usePageWords } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { itemCount } from '../../lib/orderStatus';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToastOf } from '../../lib/useRequestErrorToast';
import { useMyOrders } from './api/getMyOrders';

const detailsColumn = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * /orders/me (docs/product.md §3.6): order number (with its date and delivery area), number of items, amount
 * in LBP, status, link to the details.
 */
export default function MyOrdersPage() {
  const { date } = useLanguage();
  const money = useMoney();
  const words = usePageWords();
  const labels = words.orders;
  usePageTitle(labels.myOrdersTitle);
  const userId = useSession((state) => state.user?._id ?? '');
  const { data: orders, error, isPending } = useMyOrders(userId);
  useRequestErrorToastOf(error);

  return (
    <PageSection>
      <Typography variant="h4" component="h1" gutterBottom>
        {labels.myOrdersTitle}
      </Typography>
      {isPending ? (
        <PageLoader />
      ) : !orders?.length ? (
        <>
          <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
            {labels.noOrders}
          </Typography>
          <Button component={RouterLink} to={paths.products} variant="contained">
            {labels.continueShopping}
          </Button>
        </>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          {/* Phones: tighter cells and the number as the only link, so the five columns fit 390 px. */}
          <Table
            aria-label={labels.myOrdersTitle}
            sx={{ '& .MuiTableCell-root': { paddingInline: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{labels.orderNumber}</TableCell>
                <TableCell align="right">{labels.itemsCount}</TableCell>
                <TableCell align="right">{labels.amount}</TableCell>
                <TableCell>{labels.status}</TableCell>
                <TableCell align="center" sx={detailsColumn}>
                  {labels.actions}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order._id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={paths.order(order._id)}>
                      <bdi dir="ltr">#{order.number}</bdi>
                    </Link>
                    <Typography variant="caption" component="div" color="text.secondary">
                      {date(order.createdAt)}
                    </Typography>
                    {order.shippingInfo.area && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        <bdi>{order.shippingInfo.area.name}</bdi>
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{itemCount(order)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{money(order.totalPrice, order.dollarRate)}</bdi>
                  </TableCell>
                  <TableCell>
                    <OrderStatusText status={order.orderStatus} />
                  </TableCell>
                  <TableCell align="center" sx={detailsColumn}>
                    <IconButton
                      component={RouterLink}
                      to={paths.order(order._id)}
                      aria-label={format(labels.openOrder, { number: order.number })}
                    >
                      <OpenInNewIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageSection>
  );
}

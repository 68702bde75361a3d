import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CANCELLED_ORDERS_MARK,
  format,
  formatLbp,
  ORDER_STATUSES,
  type OrderStatus,
  paths,
} from '@shop/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRequestErrorToastOf } from '../../../lib/useRequestErrorToast';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { AdminTablePagination, useAdminPaging } from '../components/AdminTablePagination';
import { localDate } from '../components/dates';
import { TableScroller } from '../components/TableScroller';
import { useAdminOrders } from './api/getAdminOrders';
import { DeleteOrderButton } from './DeleteOrderButton';
import { adminOrderLabels as labels } from './labels';
import { StatusSelect } from './StatusSelect';

/** The dashboard's Orders tab: every order, newest first, filtered by status, with the total amount. */
export function AdminOrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const paging = useAdminPaging();
  const { data, error } = useAdminOrders({
    status: status || undefined,
    page: paging.page + 1,
    limit: paging.pageSize,
  });
  useRequestErrorToastOf(error);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', marginBlockEnd: 2 }}>
        <TextField
          select
          size="small"
          label={labels.statusFilter}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            paging.setPage(0);
          }}
          sx={{ minInlineSize: 180 }}
        >
          <MenuItem value="">{labels.allStatuses}</MenuItem>
          {ORDER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          {data ? format(labels.totalAmount, { amount: formatLbp(data.totalAmount) }) : ' '}
          {data && !status && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
              ({labels.totalAmountNote})
            </Typography>
          )}
        </Typography>
      </Box>
      <Paper variant="outlined">
        <TableScroller label={labels.title}>
          <Table size="small" aria-label={labels.title}>
            <TableHead>
              <TableRow>
                <TableCell>{labels.number}</TableCell>
                <TableCell>{labels.date}</TableCell>
                <TableCell>{labels.customer}</TableCell>
                <TableCell align="right">{labels.items}</TableCell>
                <TableCell align="right">{labels.amount}</TableCell>
                <TableCell>{labels.status}</TableCell>
                {/* Relative: the hidden text stays inside the table's scroller, not widening the page. */}
                <TableCell sx={{ position: 'relative' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {labels.actions}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.orders.map((order) => (
                <TableRow key={order._id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={paths.order(order._id)}>
                      #{order.number}
                    </Link>
                  </TableCell>
                  <TableCell>{localDate(order.createdAt)}</TableCell>
                  <TableCell>
                    {`${order.shippingInfo.firstName} ${order.shippingInfo.lastName}`}
                    <CancelledMark count={data.cancelledBefore[order._id] ?? 0} />
                  </TableCell>
                  <TableCell align="right">{order.orderItems.length}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatLbp(order.totalPrice)}
                  </TableCell>
                  <TableCell>
                    <StatusSelect order={order} />
                  </TableCell>
                  <TableCell align="right">
                    <DeleteOrderButton order={order} />
                  </TableCell>
                </TableRow>
              ))}
              {data?.orders.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{labels.noOrders}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableScroller>
      </Paper>
      <AdminTablePagination paging={paging} count={data?.ordersCount ?? 0} label={labels.rowsPerPage} />
    </Box>
  );
}

/**
 * Marks the order of an account or phone number with many cancelled orders, a sign of fake orders: the
 * shop calls before sending a driver.
 */
function CancelledMark({ count }: { count: number }) {
  if (count < CANCELLED_ORDERS_MARK) return null;
  return (
    <Tooltip title={format(labels.cancelledBeforeHelp, { count })} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        tabIndex={0}
        icon={<WarningAmberIcon />}
        label={format(labels.cancelledBefore, { count })}
        sx={{ marginInlineStart: 1 }}
      />
    </Tooltip>
  );
}

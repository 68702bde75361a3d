import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { CANCELLED_ORDERS_MARK, format, type OrderFilter, paths } from '@shop/shared';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useMoney } from '../../../lib/money';
import { useRequestErrorToastOf } from '../../../lib/useRequestErrorToast';
import { AdminTablePagination, useAdminPaging } from '../components/AdminTablePagination';
import { TableScroller } from '../components/TableScroller';
import { useAdminWords } from '../useAdminWords';
import { useAdminOrders } from './api/getAdminOrders';
import { DeleteOrderButton } from './DeleteOrderButton';
import { filterQuery, orderFilterOf } from './filter';
import { MessageCustomerButton } from './MessageCustomerButton';
import { OrderFilters } from './OrderFilters';
import { StatusSelect } from './StatusSelect';

const NONE_TICKED: ReadonlySet<string> = new Set();

/** The dashboard's Orders tab: the filter's orders, newest first, with their total amount. */
export function AdminOrdersTab() {
  const { orders: labels } = useAdminWords();
  const { date, plural, price } = useLanguage();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => orderFilterOf(params), [params]);
  const paging = useAdminPaging();
  // Ticked orders belong to the filter they were ticked under: another filter (typed, a link, Back)
  // shows none ticked, so a print prints what is seen.
  const [ticked, setTicked] = useState<{ filter: OrderFilter; ids: ReadonlySet<string> }>({
    filter,
    ids: new Set(),
  });
  const selected = ticked.filter === filter ? ticked.ids : NONE_TICKED;
  const { data, error } = useAdminOrders({ ...filter, page: paging.page + 1, limit: paging.pageSize });
  useRequestErrorToastOf(error);
  const { setPage } = paging;
  const changeFilter = useCallback(
    (next: OrderFilter) => {
      setParams({ tab: 'orders', ...filterQuery(next) });
      setPage(0);
    },
    [setParams, setPage],
  );
  const tick = (change: (ids: Set<string>) => void) => {
    const ids = new Set(selected);
    change(ids);
    setTicked({ filter, ids });
  };
  const pageIds = data?.orders.map((order) => order._id) ?? [];
  const toggle = (id: string) =>
    tick((ids) => {
      if (!ids.delete(id)) ids.add(id);
    });
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <Box>
      <OrderFilters filter={filter} onChange={changeFilter} selected={[...selected]} />
      <Typography sx={{ fontWeight: 700, marginBlockEnd: 2 }} aria-live="polite">
        {data ? format(labels.totalAmount, { amount: price(data.totalAmount) }) : ' '}
        {data && !filter.status && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
            ({labels.totalAmountNote})
          </Typography>
        )}
        {data && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
            {plural(labels.orderCount, data.ordersCount)}
          </Typography>
        )}
      </Typography>
      <Paper variant="outlined">
        <TableScroller label={labels.title}>
          <Table size="small" aria-label={labels.title}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allTicked}
                    indeterminate={!allTicked && pageIds.some((id) => selected.has(id))}
                    onChange={() =>
                      tick((ids) => {
                        for (const id of pageIds) {
                          if (allTicked) ids.delete(id);
                          else ids.add(id);
                        }
                      })
                    }
                    slotProps={{ input: { 'aria-label': labels.selectPage } }}
                  />
                </TableCell>
                <TableCell>{labels.number}</TableCell>
                <TableCell>{labels.date}</TableCell>
                <TableCell>{labels.customer}</TableCell>
                <TableCell>{labels.area}</TableCell>
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
                <TableRow key={order._id} hover selected={selected.has(order._id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(order._id)}
                      onChange={() => toggle(order._id)}
                      slotProps={{ input: { 'aria-label': format(labels.select, { number: order.number }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={paths.order(order._id)}>
                      #{order.number}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(order.createdAt)}</TableCell>
                  <TableCell>
                    <bdi>{`${order.shippingInfo.firstName} ${order.shippingInfo.lastName}`}</bdi>
                    <CancelledMark count={data.cancelledBefore[order._id] ?? 0} />
                  </TableCell>
                  <TableCell>
                    {/* The shop's record: the area's English name, as on the slips and in the CSV. */}
                    <bdi>{order.shippingInfo.area?.name ?? '—'}</bdi>
                  </TableCell>
                  <TableCell align="right">{order.orderItems.length}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{money(order.totalPrice, order.dollarRate)}</bdi>
                  </TableCell>
                  <TableCell>
                    <StatusSelect order={order} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <MessageCustomerButton order={order} />
                    <DeleteOrderButton order={order} />
                  </TableCell>
                </TableRow>
              ))}
              {data?.orders.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9}>{labels.noOrders}</TableCell>
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
  const { orders: labels } = useAdminWords();
  const { plural } = useLanguage();
  if (count < CANCELLED_ORDERS_MARK) return null;
  return (
    <Tooltip title={plural(labels.cancelledBeforeHelp, count)} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        tabIndex={0}
        icon={<WarningAmberIcon />}
        label={plural(labels.cancelledBefore, count)}
        sx={{ marginInlineStart: 1 }}
      />
    </Tooltip>
  );
}

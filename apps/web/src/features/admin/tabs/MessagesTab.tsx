import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { format } from '@shop/shared';
import { useLanguage } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useContactMessages, useMarkHandled } from '../api/messages';
import { AdminTablePagination, useAdminPaging } from '../components/AdminTablePagination';
import { TableScroller } from '../components/TableScroller';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';

/** Contact messages, newest first, with the unread count; mark handled, reply by e-mail. */
export default function MessagesTab() {
  const { admin: l } = useAdminWords();
  const { dateTime, plural } = useLanguage();
  const paging = useAdminPaging();
  const { data } = useContactMessages(paging.page + 1, paging.pageSize);
  const mark = useMarkHandled();
  const act = useAdminAction();
  const { data: shop } = useShop();

  return (
    <Stack spacing={2}>
      <Chip
        sx={{ alignSelf: 'flex-start' }}
        color={data?.unread ? 'warning' : 'default'}
        label={plural(l.unread, data?.unread ?? 0)}
      />
      <TableScroller label={l.tabMessages}>
        <Table size="small" aria-label={l.tabMessages}>
          <TableHead>
            <TableRow>
              {[l.handled, l.date, l.from, l.phone, l.message, l.reply].map((heading) => (
                <TableCell key={heading}>{heading}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.messages.map((item) => {
              const name = `${item.firstName} ${item.lastName}`;
              const subject = format(l.replySubject, { shop: shop?.name ?? '' });
              return (
                <TableRow key={item._id} sx={{ '& td': { fontWeight: item.handled ? 400 : 600 } }}>
                  <TableCell>
                    <Checkbox
                      checked={item.handled}
                      onChange={(event) =>
                        act(() => mark.mutateAsync({ id: item._id, handled: event.target.checked }))
                      }
                      slotProps={{ input: { 'aria-label': format(l.markHandled, { name }) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(item.createdAt)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {name}
                    <br />
                    <bdi dir="ltr">{item.email}</bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi dir="ltr">{item.phoneNumber}</bdi>
                  </TableCell>
                  <TableCell sx={{ minWidth: 220, whiteSpace: 'pre-wrap' }}>
                    {/* Written in any language: its own direction, whatever the page's. */}
                    <bdi>{item.message}</bdi>
                  </TableCell>
                  <TableCell>
                    <Link href={`mailto:${item.email}?subject=${encodeURIComponent(subject)}`}>
                      {l.reply}
                    </Link>
                  </TableCell>
                </TableRow>
              );
            })}
            {data?.messages.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{l.noMessages}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroller>
      <AdminTablePagination paging={paging} count={data?.messagesCount ?? 0} label={l.rowsPerPage} />
    </Stack>
  );
}

import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonIcon from '@mui/icons-material/Person';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type AdminUser, format } from '@shop/shared';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useBlockUser, useCancelUserOrders, useDeleteUser, useSetRole, useUsers } from '../api/users';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { type Confirmation, ConfirmDialog } from '../components/ConfirmDialog';
import { TableScroller } from '../components/TableScroller';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { BlockedPhones } from './BlockedPhones';

/** An action waiting for the admin's yes: the question, and what runs on it. */
interface Question {
  confirmation: Confirmation;
  run: () => Promise<object>;
}

/**
 * The users table: role, orders waiting and cancelled, promote or demote, block or unblock, cancel the
 * open orders, delete; each asked first. An admin cannot change, block or delete themself. Below it,
 * the phone numbers orders are refused for.
 */
export default function UsersTab() {
  const { admin: l } = useAdminWords();
  const { date, plural } = useLanguage();
  const { data: users } = useUsers();
  const me = useSession((state) => state.user?._id);
  const setRole = useSetRole();
  const block = useBlockUser();
  const cancelOrders = useCancelUserOrders();
  const remove = useDeleteUser();
  const act = useAdminAction();
  const [doomed, setDoomed] = useState<AdminUser>();
  const [question, setQuestion] = useState<Question>();

  const recast = (user: AdminUser) => {
    const promoting = user.role !== 'admin';
    setQuestion({
      confirmation: {
        title: format(promoting ? l.confirmPromote : l.confirmDemote, { name: user.name }),
        text: promoting ? l.confirmPromoteText : l.confirmDemoteText,
        action: promoting ? l.makeAdmin : l.makeUser,
      },
      run: () => setRole.mutateAsync({ id: user._id, role: promoting ? 'admin' : 'user' }),
    });
  };
  const toggleBlock = (user: AdminUser) => {
    const blocking = !user.blocked;
    setQuestion({
      confirmation: {
        title: format(blocking ? l.confirmBlock : l.confirmUnblock, { name: user.name }),
        text: blocking ? l.confirmBlockText : l.confirmUnblockText,
        action: blocking ? l.blockAction : l.unblockAction,
        danger: blocking,
      },
      run: () => block.mutateAsync({ id: user._id, blocked: blocking }),
    });
  };
  const cancelOpen = (user: AdminUser) =>
    setQuestion({
      confirmation: {
        title: plural(l.confirmCancelOrders, user.openOrders, { name: user.name }),
        text: l.confirmCancelOrdersText,
        action: l.cancelOrdersAction,
        danger: true,
      },
      run: () => cancelOrders.mutateAsync(user._id),
    });

  return (
    <Stack spacing={3}>
      <TableScroller label={l.tabUsers}>
        <Table size="small" aria-label={l.tabUsers}>
          <TableHead>
            <TableRow>
              {[l.name, l.email, l.role, l.ordersColumn, l.joined, l.actions].map((heading) => (
                <TableCell key={heading}>{heading}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {users?.map((user) => {
              const self = user._id === me;
              const isAdmin = user.role === 'admin';
              return (
                <TableRow key={user._id} hover>
                  <TableCell sx={{ minWidth: 120 }}>
                    {user.name} {self && l.you}
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{user.email}</bdi>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <Chip
                        size="small"
                        color={isAdmin ? 'primary' : 'default'}
                        label={isAdmin ? l.admin : l.user}
                      />
                      {user.blocked && <Chip size="small" color="error" label={l.blocked} />}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format(l.orderCounts, { open: user.openOrders, cancelled: user.cancelledOrders })}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(user.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      disabled={self}
                      onClick={() => recast(user)}
                      aria-label={format(isAdmin ? l.demote : l.promote, { name: user.name })}
                    >
                      {isAdmin ? <PersonIcon /> : <AdminPanelSettingsIcon />}
                    </IconButton>
                    <IconButton
                      disabled={self || isAdmin}
                      onClick={() => toggleBlock(user)}
                      aria-label={format(user.blocked ? l.unblock : l.block, { name: user.name })}
                    >
                      {user.blocked ? <LockOpenIcon /> : <BlockIcon />}
                    </IconButton>
                    <IconButton
                      disabled={user.openOrders === 0}
                      onClick={() => cancelOpen(user)}
                      aria-label={format(l.cancelOrders, { name: user.name })}
                    >
                      <RemoveShoppingCartIcon />
                    </IconButton>
                    <IconButton
                      color="error"
                      disabled={self}
                      onClick={() => setDoomed(user)}
                      aria-label={format(l.delete, { name: user.name })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroller>
      <BlockedPhones />
      <ConfirmDialog
        confirmation={question?.confirmation}
        onConfirm={() => question && act(question.run)}
        onClose={() => setQuestion(undefined)}
      />
      <ConfirmDelete
        name={doomed?.name}
        onClose={() => setDoomed(undefined)}
        onConfirm={() => doomed && act(() => remove.mutateAsync(doomed._id))}
      />
    </Stack>
  );
}

import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonIcon from '@mui/icons-material/Person';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { format, type PublicUser } from '@shop/shared';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useDeleteUser, useSetRole, useUsers } from '../api/users';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { localDate } from '../components/dates';
import { TableScroller } from '../components/TableScroller';
import { useAdminAction } from '../components/useAdminAction';
import { adminLabels as l } from '../labels';

/**
 * The users table: role, promote or demote, delete, each asked first. An admin cannot change or
 * delete themself.
 */
export default function UsersTab() {
  const { data: users } = useUsers();
  const me = useSession((state) => state.user?._id);
  const setRole = useSetRole();
  const remove = useDeleteUser();
  const act = useAdminAction();
  const [doomed, setDoomed] = useState<PublicUser>();
  const [recast, setRecast] = useState<PublicUser>();
  const promoting = recast?.role !== 'admin';

  return (
    <TableScroller label={l.tabUsers}>
      <Table size="small" aria-label={l.tabUsers}>
        <TableHead>
          <TableRow>
            {[l.name, l.email, l.role, l.joined, l.actions].map((heading) => (
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
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={isAdmin ? 'primary' : 'default'}
                    label={isAdmin ? l.admin : l.user}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{localDate(user.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    disabled={self}
                    onClick={() => setRecast(user)}
                    aria-label={format(isAdmin ? l.demote : l.promote, { name: user.name })}
                  >
                    {isAdmin ? <PersonIcon /> : <AdminPanelSettingsIcon />}
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
      <ConfirmDialog
        confirmation={
          recast && {
            title: format(promoting ? l.confirmPromote : l.confirmDemote, { name: recast.name }),
            text: promoting ? l.confirmPromoteText : l.confirmDemoteText,
            action: promoting ? l.makeAdmin : l.makeUser,
          }
        }
        onConfirm={() =>
          recast && act(() => setRole.mutateAsync({ id: recast._id, role: promoting ? 'admin' : 'user' }))
        }
        onClose={() => setRecast(undefined)}
      />
      <ConfirmDelete
        name={doomed?.name}
        onClose={() => setDoomed(undefined)}
        onConfirm={() => doomed && act(() => remove.mutateAsync(doomed._id))}
      />
    </TableScroller>
  );
}

import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { TableScroller } from './TableScroller';

/**
 * A small admin list (areas, promo codes, sales): an outlined, scrolling table with tighter cells on
 * phones, so that the row's controls stay in view, and one line that says when the list is empty.
 */
export function ListTable({
  label,
  head,
  columns,
  empty,
  sx,
  children,
}: {
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  columns: number;
  /** The empty list's line; undefined while loading or when the list has rows. */
  empty: string | undefined;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={sx}>
      <TableScroller label={label}>
        <Table
          size="small"
          aria-label={label}
          sx={{ '& .MuiTableCell-root': { paddingInline: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {children}
            {empty !== undefined && (
              <TableRow>
                <TableCell colSpan={columns}>{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroller>
    </Paper>
  );
}

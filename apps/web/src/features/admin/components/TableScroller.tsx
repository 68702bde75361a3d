import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';

/**
 * A table's horizontal scroller. On a phone a table is wider than the screen; the scroller is a named
 * region that takes keyboard focus, so the arrow keys scroll it even when the table holds no control
 * (an empty Messages tab: WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function TableScroller({ label, sx, ...props }: TableContainerProps & { label: string }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', ...sx }}
      {...props}
    />
  );
}

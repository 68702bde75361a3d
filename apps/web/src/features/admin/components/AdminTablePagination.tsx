import TablePagination from '@mui/material/TablePagination';
import { ADMIN_PAGE_SIZES, format } from '@shop/shared';
import { useState } from 'react';
import { useAdminWords } from '../useAdminWords';

type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** An admin table's page (0-based, as MUI counts) and size; 10 rows by default (docs/product.md §3.9). */
export function useAdminPaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<AdminPageSize>(ADMIN_PAGE_SIZES[0]);
  return { page, pageSize, setPage, setPageSize };
}
export type AdminPaging = ReturnType<typeof useAdminPaging>;

/** Every admin table's paging footer: 10, 20, 50 or 100 rows; a new page size starts again at page 1. */
export function AdminTablePagination({
  paging,
  count,
  label,
}: {
  paging: AdminPaging;
  count: number;
  label: string;
}) {
  const { admin: l } = useAdminWords();
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page}
      onPageChange={(_event, next) => paging.setPage(next)}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
      onRowsPerPageChange={(event) => {
        paging.setPageSize(Number(event.target.value) as AdminPageSize);
        paging.setPage(0);
      }}
      labelRowsPerPage={label}
      labelDisplayedRows={({ from, to, count }) => format(l.displayedRows, { from, to, count })}
      getItemAriaLabel={(type) => (type === 'previous' ? l.previousPage : l.nextPage)}
      // On a phone, the page arrows go to a line of their own rather than out of sight.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}

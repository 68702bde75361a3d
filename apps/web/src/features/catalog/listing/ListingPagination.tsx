import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import usePagination from '@mui/material/usePagination';
import { format } from '@shop/shared';
import { Link } from 'react-router';
import { useWords } from '../../../lib/i18n';

export interface ListingPaginationProps {
  page: number;
  pageCount: number;
  /** The query string of a page (the other filters unchanged). */
  searchForPage(page: number): string;
}

/**
 * First, Prev, page numbers, Next, Last (docs/product.md §3.3). Each is a link to its page's URL, so a page
 * can be opened in a new tab or shared, and Back returns to the previous one.
 */
export function ListingPagination({ page, pageCount, searchForPage }: ListingPaginationProps) {
  const { catalog } = useWords();
  const words = { first: catalog.first, previous: catalog.prev, next: catalog.next, last: catalog.last };
  const { items } = usePagination({
    page,
    count: pageCount,
    showFirstButton: true,
    showLastButton: true,
    siblingCount: 1,
    boundaryCount: 1,
  });

  return (
    <Box component="nav" aria-label={catalog.pagination}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 0.75,
        }}
      >
        {items.map((item) => {
          const key = `${item.type}-${item.page}`;
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <Box component="li" key={key} aria-hidden sx={{ alignSelf: 'center', paddingInline: 0.5 }}>
                …
              </Box>
            );
          }
          const isPage = item.type === 'page';
          const text = item.type === 'page' ? String(item.page) : words[item.type];
          const common = {
            size: 'small' as const,
            variant: item.selected ? ('contained' as const) : ('outlined' as const),
            sx: { minInlineSize: isPage ? 40 : 56, paddingInline: isPage ? 1 : 1.5 },
          };
          return (
            <li key={key}>
              {item.disabled || item.selected || item.page === null ? (
                <Button
                  {...common}
                  disabled={item.disabled}
                  aria-current={item.selected ? 'page' : undefined}
                  aria-label={isPage ? format(catalog.page, { page: text }) : undefined}
                  tabIndex={item.selected ? -1 : undefined}
                >
                  {text}
                </Button>
              ) : (
                <Button
                  {...common}
                  component={Link}
                  to={{ search: searchForPage(item.page) }}
                  aria-label={isPage ? format(catalog.page, { page: text }) : undefined}
                >
                  {text}
                </Button>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { LISTING_SORTS, type ListingSort } from '@shop/shared';
import { useId } from 'react';
import { useWords } from '../../../lib/i18n';

const LABELS = { newest: 'sortNewest', priceAsc: 'sortPriceAsc', priceDesc: 'sortPriceDesc' } as const;

/**
 * The listing's order (issue 48): newest first, or by the price the shopper pays. A native select: it is
 * on the listing's first screen, drawn by the server, and costs no menu code.
 */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange(sort: ListingSort): void }) {
  const { catalog } = useWords();
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ fontSize: '0.875rem', color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {catalog.sortBy}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as ListingSort)}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          blockSize: 36,
          paddingInline: 1,
          borderRadius: 1.5,
          border: '1px solid',
          borderColor: 'rgba(42, 33, 29, 0.3)',
          backgroundColor: 'background.paper',
          color: 'text.primary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {catalog[LABELS[sort]]}
          </option>
        ))}
      </Box>
    </Box>
  );
}

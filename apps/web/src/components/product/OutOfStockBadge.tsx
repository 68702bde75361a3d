import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { cardLabels } from './labels';

const badge = {
  paddingInline: 1,
  paddingBlock: 0.25,
  borderRadius: 1,
  backgroundColor: 'text.primary',
  color: 'background.paper',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
} as const;

/** The 'Out of stock' mark of a product, on its card's picture and above its page's name; `sx` places it. */
export function OutOfStockBadge({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box component="span" sx={[badge, ...(Array.isArray(sx) ? sx : [sx])]}>
      {cardLabels.outOfStock}
    </Box>
  );
}

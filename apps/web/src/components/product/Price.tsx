import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { discountedPrice, format, formatLbp, isDiscountActive } from '@shop/shared';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { cardLabels } from './labels';

export interface PriceProps {
  price: number;
  discountRate: number;
  isChecked: boolean;
  /**
   * 'card': the price, with the old one on its own line below (always reserved, so cards line up);
   * 'detail': larger, everything on one line.
   */
  variant?: 'card' | 'detail';
}

/** An LBP price after the discount rule, with the old price struck through when a discount applies. */
export function Price({ price, discountRate, isChecked, variant = 'card' }: PriceProps) {
  const discounted = isDiscountActive({ discountRate, isChecked });
  const detail = variant === 'detail';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: detail ? 'row' : 'column',
        flexWrap: 'wrap',
        alignItems: detail ? 'baseline' : 'flex-start',
        columnGap: 1.5,
      }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: detail ? '1.625rem' : '1.0625rem',
          lineHeight: 1.3,
          color: discounted ? 'primary.main' : 'text.primary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatLbp(discountedPrice(price, discountRate, isChecked))}
      </Typography>
      <Box
        component="span"
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          minBlockSize: detail ? undefined : '1.4em',
          fontSize: detail ? '1rem' : '0.8125rem',
          lineHeight: 1.4,
        }}
      >
        {discounted && (
          <>
            <Box component="del" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              <Box component="span" sx={visuallyHidden}>
                {`${cardLabels.was} `}
              </Box>
              {formatLbp(price)}
            </Box>
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 700 }}>
              {format(cardLabels.discountOff, { rate: discountRate })}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}

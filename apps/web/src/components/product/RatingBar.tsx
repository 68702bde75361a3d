import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { format, ratingWidth } from '@shop/shared';
import { cardLabels } from './labels';

export interface RatingBarProps {
  rating: number;
  /** Shown as '(n Reviews)' after the stars; left out when undefined. */
  numOfReviews?: number;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

const starColors = { empty: '#d8cec6', filled: '#b86e00' } as const;

function Stars({ fontSize }: { fontSize: string }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <StarRoundedIcon key={i} sx={{ fontSize, display: 'block' }} />
      ))}
    </>
  );
}

/** Five stars filled to rating / 5 of their width (spec §5), with the review count. */
export function RatingBar({ rating, numOfReviews, size = 'small', sx }: RatingBarProps) {
  const fontSize = size === 'small' ? '1.125rem' : '1.5rem';
  const label = format(cardLabels.ratedOutOf5, { rating: Math.round(rating * 10) / 10 });
  return (
    <Box
      sx={[
        { display: 'flex', alignItems: 'center', columnGap: 0.75, minInlineSize: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        role="img"
        aria-label={label}
        title={label}
        sx={{ position: 'relative', display: 'flex', flexShrink: 0, color: starColors.empty }}
      >
        <Stars fontSize={fontSize} />
        <Box
          sx={{
            position: 'absolute',
            insetBlockStart: 0,
            insetInlineStart: 0,
            display: 'flex',
            overflow: 'hidden',
            inlineSize: `${ratingWidth(rating)}%`,
            color: starColors.filled,
          }}
        >
          <Stars fontSize={fontSize} />
        </Box>
      </Box>
      {numOfReviews !== undefined && (
        <Typography
          component="span"
          color="text.secondary"
          noWrap
          sx={{ fontSize: size === 'small' ? '0.8125rem' : '0.9375rem', lineHeight: fontSize }}
        >
          {format(cardLabels.reviews, { count: numOfReviews })}
        </Typography>
      )}
    </Box>
  );
}

import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import { cardBody, narrowCard } from './cardLayout';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

// Plain boxes rather than MUI Skeleton: the home page shows these before anything else loads, and every
// kilobyte of its first download counts.
const bone = {
  backgroundColor: 'rgba(42, 33, 29, 0.09)',
  borderRadius: 1,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

function Bone({ sx }: { sx: SxProps<Theme> }) {
  return <Box sx={[bone, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

/** A placeholder for one line of text: the line's full height, with a bar across part of it. */
function TextLine({ fontSize, lineHeight, width }: { fontSize: string; lineHeight: number; width: string }) {
  return (
    <Box sx={{ fontSize, blockSize: `${lineHeight}em`, display: 'flex', alignItems: 'center' }}>
      <Bone sx={{ blockSize: '0.7em', inlineSize: width }} />
    </Box>
  );
}

/** A product card's outline while its data loads: same boxes and heights, so nothing moves after. */
export function ProductCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden
      sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Bone sx={{ inlineSize: '100%', aspectRatio: '1 / 1', borderRadius: 0 }} />
      <Box sx={cardBody}>
        <TextLine fontSize="0.75rem" lineHeight={1.5} width="40%" />
        <TextLine fontSize="1rem" lineHeight={1.4} width="85%" />
        {/* Price: the amount, and the line its old price takes when discounted. */}
        <Box>
          <TextLine fontSize="1.0625rem" lineHeight={1.3} width="60%" />
          <Box sx={{ blockSize: '1.4em', fontSize: '0.8125rem' }} />
        </Box>
        <Bone sx={{ blockSize: 18, inlineSize: '45%' }} />
        <Bone sx={{ blockSize: 18, inlineSize: '75%', [narrowCard]: { blockSize: 36 } }} />
        <Bone sx={{ blockSize: 30.75, marginBlockStart: 'auto', borderRadius: 999 }} />
      </Box>
    </Card>
  );
}

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from 'react-router';
import { type Tile, tileSrc, tileSrcSet } from '../tiles';

export interface ImageTileProps {
  tile: Tile;
  /** The tile's name, in the page's language. */
  label: string;
  /** The picture's rendered width per layout, for the browser's choice among 400 and 800 px. */
  sizes: string;
  sx?: SxProps<Theme>;
}

/** A picture link with its label on a dark band at the bottom (gender and category tiles). */
export function ImageTile({ tile, label, sizes, sx }: ImageTileProps) {
  return (
    <Box
      component={Link}
      to={tile.to}
      sx={[
        {
          position: 'relative',
          display: 'block',
          overflow: 'hidden',
          borderRadius: 3,
          minBlockSize: 0,
          aspectRatio: '1 / 1',
          backgroundColor: '#efe7de',
          textDecoration: 'none',
          '& img': { transition: 'transform 500ms ease' },
          '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
          '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="img"
        src={tileSrc(tile.image)}
        srcSet={tileSrcSet(tile.image)}
        sizes={sizes}
        alt=""
        loading="lazy"
        decoding="async"
        // Out of the flow: the tile's box (square, or its grid area) alone decides the size.
        sx={{ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
      />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          insetInline: 0,
          insetBlockEnd: 0,
          paddingInline: { xs: 1.25, sm: 2 },
          paddingBlockStart: 4,
          paddingBlockEnd: { xs: 1.25, sm: 1.75 },
          background:
            'linear-gradient(to top, rgba(42, 33, 29, 0.88), rgba(42, 33, 29, 0.55) 55%, transparent)',
          color: '#ffffff',
          fontWeight: 700,
          fontSize: { xs: '0.9375rem', sm: '1.0625rem' },
          lineHeight: 1.25,
        }}
      >
        {label}
      </Box>
    </Box>
  );
}

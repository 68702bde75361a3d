import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSources, type ProductImage as StoredImage } from '@shop/shared';
import { useState } from 'react';
import { cardLabels } from './labels';

export interface ProductImageProps {
  /** The stored picture; undefined for a product without pictures (the placeholder shows). */
  image: StoredImage | undefined;
  /** Text alternative; '' when the picture only repeats a name shown next to it. */
  alt: string;
  /** The rendered width per layout, e.g. '(max-width: 599px) 50vw, 280px'. */
  sizes: string;
  /** The box's proportions, reserved before the picture arrives (no layout shift). */
  ratio?: string;
  /** Above the fold: fetched at once and first. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

const box = { display: 'block', inlineSize: '100%', blockSize: 'auto' } as const;

/**
 * A product picture with `srcset` from its width variants, in a box of fixed proportions. A picture
 * that fails to load (deleted file, offline) gives way to a neutral placeholder (spec §2 Product card).
 */
export function ProductImage({ image, alt, sizes, ratio = '1 / 1', priority, sx }: ProductImageProps) {
  const sources = image && imageSources(image);
  // Remembering which src failed (not just "failed") lets a new picture try again.
  const [failedSrc, setFailedSrc] = useState<string>();

  if (!sources || failedSrc === sources.src) {
    return (
      <Box
        role={alt ? 'img' : undefined}
        aria-label={alt ? `${alt} (${cardLabels.imageUnavailable})` : undefined}
        aria-hidden={alt ? undefined : true}
        title={cardLabels.imageUnavailable}
        sx={[
          {
            ...box,
            aspectRatio: ratio,
            display: 'grid',
            placeItems: 'center',
            backgroundColor: '#efe7de',
            color: 'text.secondary',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageNotSupportedOutlinedIcon sx={{ fontSize: 40, opacity: 0.7 }} />
      </Box>
    );
  }

  return (
    <Box
      component="img"
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(sources.src)}
      sx={[
        { ...box, aspectRatio: ratio, objectFit: 'cover', backgroundColor: '#efe7de' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

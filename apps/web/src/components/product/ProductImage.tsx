import { imageSources, type ProductImage as StoredImage } from '@shop/shared';
import clsx from 'clsx';
import { useState } from 'react';
import { useWords } from '../../lib/i18n';
import { PlainIcon } from './icons';
import styles from './product.module.css';

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
  /** 'contain': the whole picture, letterboxed (zoom, thumbnails); 'cover' (default) fills the box. */
  fit?: 'cover' | 'contain';
  /** Greyed out (an out-of-stock product's card). */
  muted?: boolean;
  /** More classes for the picture's box. */
  className?: string;
}

/**
 * A product picture with `srcset` from its width variants, in a box of fixed proportions. A picture
 * that fails to load (deleted file, offline) gives way to a neutral placeholder (docs/product.md §3.4).
 */
export function ProductImage({
  image,
  alt,
  sizes,
  ratio = '1 / 1',
  priority,
  fit = 'cover',
  muted,
  className,
}: ProductImageProps) {
  const { card } = useWords();
  const sources = image && imageSources(image);
  // Remembering which src failed (not just "failed") lets a new picture try again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const classes = clsx(styles.image, fit === 'contain' && styles.contain, muted && styles.muted, className);

  if (!sources || failedSrc === sources.src) {
    const box = {
      title: card.imageUnavailable,
      className: clsx(classes, styles.noImage),
      style: { aspectRatio: ratio },
    };
    // With a text alternative, the placeholder is an image saying what is missing; otherwise decoration.
    return alt ? (
      <div role="img" aria-label={`${alt} (${card.imageUnavailable})`} {...box}>
        <PlainIcon name="noImage" />
      </div>
    ) : (
      <div aria-hidden {...box}>
        <PlainIcon name="noImage" />
      </div>
    );
  }

  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(sources.src)}
      className={classes}
      style={{ aspectRatio: ratio }}
    />
  );
}

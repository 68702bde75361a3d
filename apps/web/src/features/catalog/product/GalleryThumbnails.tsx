import { format, type ProductImage as StoredImage } from '@shop/shared';
import type { KeyboardEvent } from 'react';
import { ProductImage } from '../../../components/product/ProductImage';
import { ClickableBase } from '../../../components/ui/Button';
import { arrowStep } from '../../../lib/arrowKeys';
import { usePageWords } from '../../../lib/i18n';
import styles from './productPage.module.css';

interface GalleryThumbnailsProps {
  images: readonly StoredImage[];
  selected: number;
  onSelect(index: number): void;
}

const THUMB_PX = 72;

/**
 * One button per picture. Tab reaches each; Enter or Space shows it; the arrow keys move the choice
 * along the row (and keep the focus on the chosen one), Home and End jump to the ends.
 */
export function GalleryThumbnails({ images, selected, onSelect }: GalleryThumbnailsProps) {
  const { productPage } = usePageWords();
  const move = (event: KeyboardEvent<HTMLElement>) => {
    const last = images.length - 1;
    const step = arrowStep(event.key, event.currentTarget);
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : selected + (step ?? Number.NaN);
    if (Number.isNaN(target)) return;
    event.preventDefault();
    const next = Math.min(Math.max(target, 0), last);
    onSelect(next);
    event.currentTarget.querySelectorAll<HTMLElement>('button')[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons named as one (a group, not a form's fieldset)
    <div role="group" aria-label={productPage.pictures} onKeyDown={move} className={styles.thumbnails}>
      {images.map((image, index) => (
        <ClickableBase
          key={image.public_id}
          onClick={() => onSelect(index)}
          aria-pressed={index === selected}
          aria-label={format(productPage.showPicture, { index: index + 1, count: images.length })}
          className={styles.thumbnail}
        >
          <ProductImage image={image} alt="" sizes={`${THUMB_PX}px`} fit="contain" />
        </ClickableBase>
      ))}
    </div>
  );
}

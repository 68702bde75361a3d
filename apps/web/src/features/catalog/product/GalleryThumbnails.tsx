import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { format, type ProductImage as StoredImage } from '@shop/shared';
import type { KeyboardEvent } from 'react';
import { ProductImage } from '../../../components/product/ProductImage';
import { arrowStep } from '../../../lib/arrowKeys';
import { usePageWords } from '../../../lib/i18n';

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
    <Box
      role="group"
      aria-label={productPage.pictures}
      onKeyDown={move}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', paddingBlock: 1.5, paddingInline: 0.5 }}
    >
      {images.map((image, index) => (
        <ButtonBase
          key={image.public_id}
          onClick={() => onSelect(index)}
          aria-pressed={index === selected}
          aria-label={format(productPage.showPicture, { index: index + 1, count: images.length })}
          focusRipple
          sx={{
            flex: `0 0 ${THUMB_PX}px`,
            borderRadius: 2,
            overflow: 'hidden',
            border: 2,
            borderColor: index === selected ? 'primary.main' : 'transparent',
            outline: index === selected ? 'none' : '1px solid',
            outlineColor: 'divider',
            backgroundColor: '#fff',
          }}
        >
          <ProductImage image={image} alt="" sizes={`${THUMB_PX}px`} fit="contain" />
        </ButtonBase>
      ))}
    </Box>
  );
}

import type { ProductImage as StoredImage } from '@shop/shared';
import { useId } from 'react';
import { ProductImage } from '../../../components/product/ProductImage';
import { IconButton } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/Icon';
import { usePageWords } from '../../../lib/i18n';
import styles from './productPage.module.css';

interface ZoomDialogProps {
  open: boolean;
  image: StoredImage | undefined;
  alt: string;
  onClose(): void;
}

/** The enlarged picture, in the widest variant that fits, with no empty bands around it. */
export function ZoomDialog({ open, image, alt, onClose }: ZoomDialogProps) {
  const { productPage } = usePageWords();
  const nameId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={nameId} className={styles.zoomDialog}>
      <span id={nameId} hidden>
        {alt}
      </span>
      <IconButton onClick={onClose} aria-label={productPage.closeZoom} className={styles.closeZoom}>
        <Icon name="closeRounded" />
      </IconButton>
      <ProductImage image={image} alt={alt} sizes="min(100vw, 100vh, 1280px)" fit="contain" />
    </Dialog>
  );
}

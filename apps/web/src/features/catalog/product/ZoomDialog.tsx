import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { ProductImage as StoredImage } from '@shop/shared';
import { ProductImage } from '../../../components/product/ProductImage';
import { usePageWords } from '../../../lib/i18n';

interface ZoomDialogProps {
  open: boolean;
  image: StoredImage | undefined;
  alt: string;
  onClose(): void;
}

/** The picture box is square (ProductImage's reserved ratio): the largest square the window holds. */
const side = 'min(calc(100vw - 16px), calc(100vh - 16px), 1280px)';

/** The enlarged picture, in the widest variant that fits, with no empty bands around it. */
export function ZoomDialog({ open, image, alt, onClose }: ZoomDialogProps) {
  const { productPage } = usePageWords();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{
        // The name belongs on the element with role="dialog", which is the paper.
        paper: {
          'aria-label': alt,
          // MUI keeps a 32 px margin with a physical max-width; both give way to the square.
          sx: { margin: 1, inlineSize: side, maxWidth: 'none', maxBlockSize: 'none' },
        },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label={productPage.closeZoom}
        sx={{
          position: 'absolute',
          insetBlockStart: 8,
          insetInlineEnd: 8,
          zIndex: 1,
          backgroundColor: 'rgba(255, 255, 255, 0.9)',
          '&:hover': { backgroundColor: '#fff' },
        }}
      >
        <CloseRoundedIcon />
      </IconButton>
      <ProductImage image={image} alt={alt} sizes="min(100vw, 100vh, 1280px)" fit="contain" />
    </Dialog>
  );
}

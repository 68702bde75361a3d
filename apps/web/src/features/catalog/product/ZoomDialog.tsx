import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { ProductImage as StoredImage } from '@shop/shared';
import { ProductImage } from '../components/ProductImage';
import { productLabels } from './labels';

interface ZoomDialogProps {
  open: boolean;
  image: StoredImage | undefined;
  alt: string;
  onClose(): void;
}

/** The enlarged picture: as wide as the screen allows (full screen on phones), the widest variant. */
export function ZoomDialog({ open, image, alt, onClose }: ZoomDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      slotProps={{
        // The name belongs on the element with role="dialog", which is the paper.
        paper: {
          'aria-label': alt,
          sx: { margin: { xs: 1, sm: 4 }, inlineSize: { xs: 'calc(100% - 16px)' } },
        },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label={productLabels.closeZoom}
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
      <ProductImage
        image={image}
        alt={alt}
        sizes="(max-width: 1200px) 100vw, 1200px"
        sx={{ objectFit: 'contain', backgroundColor: '#fff', maxBlockSize: 'calc(100vh - 64px)' }}
      />
    </Dialog>
  );
}

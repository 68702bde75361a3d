import Box from '@mui/material/Box';
import { format, type Product } from '@shop/shared';
import { Suspense, useState } from 'react';
import { usePageWords } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazyPage';
import { GalleryThumbnails } from './GalleryThumbnails';
import { ZoomableImage } from './ZoomableImage';

// Loaded when a shopper first enlarges the picture: the page's first screen needs no dialog code.
const ZoomDialog = lazyPage(() => import('./ZoomDialog').then((module) => ({ default: module.ZoomDialog })));

/** The product's pictures: the chosen one large and zoomable, thumbnails below to choose another. */
export function ProductGallery({ product }: { product: Product }) {
  const { images, name } = product;
  const { productPage } = usePageWords();
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  const image = images[selected] ?? images[0];

  return (
    // Its code is fetched as a pointer comes over the picture or the focus enters the gallery.
    <Box onPointerEnter={ZoomDialog.preload} onFocus={ZoomDialog.preload}>
      <ZoomableImage
        image={image}
        alt={name}
        label={format(productPage.enlargePicture, { index: selected + 1, count: images.length, name })}
        onEnlarge={() => {
          setZoomUsed(true);
          setEnlarged(true);
        }}
      />
      {images.length > 1 && <GalleryThumbnails images={images} selected={selected} onSelect={setSelected} />}
      {zoomUsed && (
        <Suspense fallback={null}>
          <ZoomDialog open={enlarged} image={image} alt={name} onClose={() => setEnlarged(false)} />
        </Suspense>
      )}
    </Box>
  );
}

import { format } from '@shop/shared';
import { Suspense, useState } from 'react';
import { usePageWords } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazyPage';
import { useProduct } from './api/getProduct';
import { GalleryThumbnails } from './GalleryThumbnails';
import { ZoomableImage } from './ZoomableImage';

// Loaded when a shopper first enlarges the picture: the page's first screen needs no dialog code.
const ZoomDialog = lazyPage(() => import('./ZoomDialog').then((module) => ({ default: module.ZoomDialog })));

/**
 * The product's pictures: the chosen one large and zoomable, thumbnails below to choose another. An
 * island of the product page (decision 098): it reads the product from the page's query cache.
 */
export default function ProductGallery({ productId }: { productId: string }) {
  const product = useProduct(productId).data;
  const { productPage } = usePageWords();
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  if (!product) return null;
  const { images, name } = product;
  const image = images[selected] ?? images[0];

  return (
    // The zoom's code is fetched as a pointer comes over the picture or the focus enters the gallery.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only fetches code ahead; the buttons inside act
    <div onPointerEnter={ZoomDialog.preload} onFocus={ZoomDialog.preload}>
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
    </div>
  );
}

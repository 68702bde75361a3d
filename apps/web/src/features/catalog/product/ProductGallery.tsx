import Box from '@mui/material/Box';
import { format, type Product } from '@shop/shared';
import { useState } from 'react';
import { GalleryThumbnails } from './GalleryThumbnails';
import { productLabels } from './labels';
import { ZoomableImage } from './ZoomableImage';
import { ZoomDialog } from './ZoomDialog';

/** The product's pictures: the chosen one large and zoomable, thumbnails below to choose another. */
export function ProductGallery({ product }: { product: Product }) {
  const { images, name } = product;
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const image = images[selected] ?? images[0];

  return (
    <Box>
      <ZoomableImage
        image={image}
        alt={name}
        label={format(productLabels.enlargePicture, { index: selected + 1, count: images.length, name })}
        onEnlarge={() => setEnlarged(true)}
      />
      {images.length > 1 && <GalleryThumbnails images={images} selected={selected} onSelect={setSelected} />}
      <ZoomDialog open={enlarged} image={image} alt={name} onClose={() => setEnlarged(false)} />
    </Box>
  );
}

// The media module's public face: where images are kept, how uploads become stored images, and the
// route that serves them.

export {
  IMAGE_WIDTHS,
  prepareImage,
  removeImages,
  type StoredImage,
  storeEncodedImage,
  storeImage,
  storeImages,
  uploadBytes,
  WEBP_QUALITY,
} from './images.js';
export { mediaRoutes } from './routes.js';
export { createMediaStorage, localMediaStorage, type MediaStorage } from './storage.js';

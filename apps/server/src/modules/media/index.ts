// The media module's public face: where images are kept, how uploads become stored images, and the
// route that serves them.

export { removeImages, type StoredImage, storeImage, storeImages, uploadBytes } from './images.js';
export { mediaRoutes } from './routes.js';
export { createMediaStorage, localMediaStorage, type MediaStorage } from './storage.js';

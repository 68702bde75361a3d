import type { ProductImage } from './schemas/common.js';

/**
 * How pictures are offered to the browser. Shared because the web app renders them and the server's HTML
 * preloads the first screen's main picture: both must name the same files and rendered widths, or the
 * browser downloads a picture twice.
 */

/**
 * `src` and `srcset` of a stored picture: every width variant, narrowest first, so the browser picks by
 * the rendered size (`sizes`) and the screen's density. The original stays the fallback `src`.
 */
export function imageSources(image: ProductImage): { src: string; srcSet: string | undefined } {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  return {
    src: image.url,
    srcSet: variants.length ? variants.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined,
  };
}

/** Product pictures' rendered widths (`sizes`) per layout. */
export const IMAGE_SIZES = {
  /** Listing grids: two columns on phones, three on tablets, then ~280 px. */
  card: '(max-width: 599px) 50vw, (max-width: 899px) 33vw, 300px',
  /** The product page's main picture: the gallery column beside the details on wide screens. */
  productMain: '(max-width: 899px) 100vw, (max-width: 1360px) 50vw, 660px',
} as const;

/** The viewport widths the home banners are made for (docs/product.md §3.2: max 425, max 800, larger). */
export const BANNER_MEDIA = { phone: '(max-width: 425px)', tablet: '(max-width: 800px)' } as const;

/** The banner pictures of slide n (1-based) by the viewport widths they are made for. */
export function bannerSources(n: number) {
  const file = (width: number) => `/images/banners/art-${n}-${width}.webp`;
  return { phone: file(425), tablet: file(800), wide: file(1600) };
}

import type { ProductImage } from '@shop/shared';

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

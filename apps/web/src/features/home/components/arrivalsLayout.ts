/**
 * Slides visible in New Arrivals by viewport width (docs/product.md §3.2): 1 under 600 px, 2 from 600, 3 from 900,
 * 4 from 1200, 5 from 1800, 6 from 2200 (the slots' widths are in home.module.css, `.slot`).
 */
const perView: [minWidth: number, count: number][] = [
  [600, 2],
  [900, 3],
  [1200, 4],
  [1800, 5],
  [2200, 6],
];

/** The rendered width of a slide's picture, for `sizes`. */
export const SLIDE_IMAGE_SIZES = [
  '(max-width: 599px) 100vw',
  ...perView.map(([, count], i) => {
    const width = `${Math.ceil(100 / count)}vw`;
    const next = perView[i + 1];
    return next ? `(max-width: ${next[0] - 1}px) ${width}` : width;
  }),
].join(', ');

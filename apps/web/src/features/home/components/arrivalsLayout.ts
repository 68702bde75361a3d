/**
 * Slides visible in New Arrivals by viewport width (docs/product.md §3.2): 1 under 600 px, 2 from 600, 3 from
 * 900, 4 from 1200, 5 from 1800, 6 from 2200. One definition for the slider and its skeleton.
 */
const perView: [minWidth: number, count: number][] = [
  [600, 2],
  [900, 3],
  [1200, 4],
  [1800, 5],
  [2200, 6],
];

const SLIDE_GAP = 16;

export const slideSx = {
  flex: '0 0 100%',
  minInlineSize: 0,
  paddingInlineStart: `${SLIDE_GAP}px`,
  ...Object.fromEntries(
    perView.map(([width, count]) => [`@media (min-width: ${width}px)`, { flexBasis: `${100 / count}%` }]),
  ),
};

/** The slides' window, clipping the slides out of view (a card contains what it positions itself). */
export const viewportSx = { overflow: 'hidden', paddingBlock: 0.5 } as const;

/** The track pulls back by one gap, since every slide carries its gap in front. */
export const trackSx = { display: 'flex', marginInlineStart: `-${SLIDE_GAP}px` } as const;

/** The rendered width of a slide's picture, for `sizes`. */
export const SLIDE_IMAGE_SIZES = [
  '(max-width: 599px) 100vw',
  ...perView.map(([, count], i) => {
    const width = `${Math.ceil(100 / count)}vw`;
    const next = perView[i + 1];
    return next ? `(max-width: ${next[0] - 1}px) ${width}` : width;
  }),
].join(', ');

/** The arrow buttons' row under the slides (40 px buttons). */
export const arrowsRowSx = {
  display: 'flex',
  justifyContent: 'center',
  gap: 1,
  marginBlockStart: 2,
  minBlockSize: 40,
} as const;

import type { SHOP_BY_CATEGORY } from '@shop/shared';
import { type FabricPattern, objectSvg } from './product-art.js';
import type { ShapeKind } from './shapes.js';

export interface Piece {
  kind: ShapeKind;
  colour: string;
  pattern: FabricPattern;
}

/**
 * A slide's picture: art only. Its headline is the page's text in the page's language (the home carousel
 * draws it over the picture's left part, which the layout below keeps free).
 */
export interface Slide {
  /** Backdrop gradient, left to right. */
  from: string;
  to: string;
  pieces: [Piece, Piece, Piece];
}

/** The home carousel: one season, the home, the little ones. */
export const SLIDES: readonly Slide[] = [
  {
    from: '#f6ead6',
    to: '#cfe9e5',
    pieces: [
      { kind: 'robe', colour: 'Turquoise', pattern: 'stripes' },
      { kind: 'pyjama', colour: 'Salmon', pattern: 'floral' },
      { kind: 'slipper', colour: 'Yellow', pattern: 'plain' },
    ],
  },
  {
    from: '#efe4dc',
    to: '#d9c7c0',
    pieces: [
      { kind: 'blanket', colour: 'Burgundy', pattern: 'checks' },
      { kind: 'pillow', colour: 'Beige', pattern: 'dots' },
      { kind: 'towel', colour: 'Blue Grey', pattern: 'waffle' },
    ],
  },
  {
    from: '#fbeef0',
    to: '#e3ecf7',
    pieces: [
      { kind: 'overall', colour: 'Pink', pattern: 'stars' },
      { kind: 'bib', colour: 'Yellow', pattern: 'dots' },
      { kind: 'mittens', colour: 'Light Navy', pattern: 'stars' },
    ],
  },
];

export interface BannerFormat {
  /** The width the file name promises (425, 800, 1600). */
  name: number;
  width: number;
  height: number;
}

/** Phone (portrait-ish), tablet and wide desktop pictures of each slide. */
export const BANNER_FORMATS: readonly BannerFormat[] = [
  { name: 425, width: 425, height: 500 },
  { name: 800, width: 800, height: 450 },
  { name: 1600, width: 1600, height: 600 },
];

interface Layout {
  /** Top-left corner and edge of each piece's square box. */
  boxes: { x: number; y: number; size: number }[];
}

function layoutFor({ width: w, height: h }: BannerFormat): Layout {
  const row = (left: number, size: number, top: (i: number) => number) => {
    const step = (w * 0.98 - left - size) / 2;
    return [0, 1, 2].map((i) => ({ x: left + step * i, y: top(i), size }));
  };
  if (w < h) {
    const size = w * 0.62;
    return {
      boxes: row(0, size, (i) => h * 0.3 + (i % 2) * h * 0.05),
    };
  }
  if (w / h < 2.2) {
    const size = h * 0.62;
    return {
      boxes: row(w * 0.3, size, (i) => h - size - (i % 2) * h * 0.06),
    };
  }
  const size = h * 0.78;
  return {
    boxes: row(w * 0.44, size, (i) => h * 0.14 + (i % 2) * h * 0.05),
  };
}

/** One slide of the home carousel as SVG, at the format's pixel size. */
export function bannerSvg(slide: Slide, format: BannerFormat): string {
  const { width: w, height: h } = format;
  const layout = layoutFor(format);
  const pieces = slide.pieces.map((piece, i) => {
    const box = layout.boxes[i] as Layout['boxes'][number];
    const object = objectSvg(piece, `p${i}`);
    const scale = (box.size / 1000).toFixed(4);
    return {
      defs: object.defs,
      body: `<g transform="translate(${box.x.toFixed(1)} ${box.y.toFixed(1)}) scale(${scale})"><ellipse cx="500" cy="880" rx="330" ry="45" fill="url(#floor)"/>${object.body}</g>`,
    };
  });
  const circles = [0.7, 0.9].map(
    (f, i) =>
      `<circle cx="${(w * f).toFixed(0)}" cy="${(h * (0.3 + i * 0.5)).toFixed(0)}" r="${(Math.max(w, h) * 0.28).toFixed(0)}" fill="#fff" opacity="${0.35 - i * 0.1}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${pieces.map((p) => p.defs).join('')}</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>${circles.join('')}${pieces.map((p) => p.body).join('')}</svg>`;
}

/** The home page's "Shop by Gender and Age" tiles, by file name. */
export const GENDER_TILES: Record<'men' | 'women' | 'kids' | 'babies', Piece> = {
  men: { kind: 'tracksuit', colour: 'Navy', pattern: 'plain' },
  women: { kind: 'robe', colour: 'Bois De Rose', pattern: 'floral' },
  kids: { kind: 'pyjama', colour: 'Turquoise', pattern: 'stars' },
  babies: { kind: 'overall', colour: 'Pink', pattern: 'stars' },
};

/** The home page's "Shop by Category" tiles. */
export const CATEGORY_TILES: Record<(typeof SHOP_BY_CATEGORY)[number], Piece> = {
  Pyjamas: { kind: 'pyjama', colour: 'Light Bois De Rose', pattern: 'floral' },
  'Sport Wear': { kind: 'tracksuit', colour: 'Blue Grey', pattern: 'plain' },
  Towels: { kind: 'towel', colour: 'Turquoise', pattern: 'waffle' },
  Robe: { kind: 'robe', colour: 'Off White', pattern: 'waffle' },
  Slipper: { kind: 'slipper', colour: 'Pink', pattern: 'plain' },
  Overall: { kind: 'overall', colour: 'Yellow', pattern: 'stars' },
  Gloves: { kind: 'glove', colour: 'Red', pattern: 'checks' },
  Underwear: { kind: 'underwear', colour: 'Light Navy', pattern: 'stripes' },
  Pillows: { kind: 'pillow', colour: 'Beige', pattern: 'dots' },
  Blankets: { kind: 'blanket', colour: 'Mustard Yellow', pattern: 'checks' },
  'Crib Set': { kind: 'cribset', colour: 'Light Navy', pattern: 'stars' },
  Bibs: { kind: 'bib', colour: 'Salmon', pattern: 'dots' },
};

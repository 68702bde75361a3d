import { darken, lighten, luminance, mix, swatch } from './palette.js';
import { drawShape, type Pen, type ShapeKind } from './shapes.js';

export type FabricPattern = 'plain' | 'stripes' | 'dots' | 'checks' | 'floral' | 'waffle' | 'stars';

export interface ArtSpec {
  kind: ShapeKind;
  /** A colour name of the shop's vocabulary. */
  colour: string;
  pattern: FabricPattern;
  /** Picks one of the soft backdrops, so neighbouring cards differ. */
  backdrop: number;
  /** 'detail' shows a close-up of the same object, as a second photo would. */
  view?: 'full' | 'detail';
}

/** Soft studio backdrops: warm linen, sage, blush, mist blue, sand. */
const BACKDROPS = ['#f5efe7', '#eaf0ea', '#f5ebee', '#e9eef5', '#f3ecdf'];

interface Tones {
  base: string;
  line: string;
  accent: string;
  motif: string;
}

function tonesOf(colour: string): Tones {
  const base = swatch(colour);
  const light = luminance(base) > 0.45;
  return {
    base,
    line: light ? darken(base, 0.38) : darken(base, 0.45),
    accent: light ? darken(base, 0.3) : lighten(base, 0.78),
    motif: light ? darken(base, 0.18) : lighten(base, 0.35),
  };
}

const MOTIFS: Record<FabricPattern, (t: Tones) => string> = {
  plain: () => '',
  stripes: (t) => `<rect y="0" width="60" height="16" fill="${t.motif}"/>`,
  dots: (t) =>
    `<circle cx="15" cy="15" r="7" fill="${t.motif}"/><circle cx="45" cy="45" r="7" fill="${t.motif}"/>`,
  checks: (t) =>
    `<rect width="60" height="30" fill="${t.motif}" opacity="0.45"/><rect width="30" height="60" fill="${t.motif}" opacity="0.45"/>`,
  floral: (t) => {
    const petals = [0, 72, 144, 216, 288].map(
      (a) => `<circle cx="30" cy="22" r="7" fill="${t.motif}" transform="rotate(${a} 30 30)"/>`,
    );
    return `${petals.join('')}<circle cx="30" cy="30" r="5" fill="${t.accent}"/>`;
  },
  waffle: (t) =>
    `<path d="M0 0 H60 M0 30 H60 M0 0 V60 M30 0 V60" stroke="${t.motif}" stroke-width="5" opacity="0.7"/>`,
  stars: (t) =>
    `<path d="M30 14 L34 26 L46 26 L36 33 L40 45 L30 38 L20 45 L24 33 L14 26 L26 26 Z" fill="${t.motif}"/>`,
};

function fabricDefs(t: Tones, pattern: FabricPattern, id: string): string {
  return `<pattern id="fab-${id}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(${pattern === 'stripes' ? 0 : 12})"><rect width="60" height="60" fill="${t.base}"/>${MOTIFS[pattern](t)}</pattern>
<linearGradient id="shade-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>`;
}

function penFor(t: Tones, id: string): Pen {
  return {
    piece: (d, depth = 0) =>
      `<path d="${d}" fill="url(#fab-${id})" stroke="${t.line}" stroke-width="5" stroke-linejoin="round"/><path d="${d}" fill="url(#shade-${id})"/>${
        depth > 0 ? `<path d="${d}" fill="#000" opacity="${depth}"/>` : ''
      }`,
    line: (d, dashed = false) =>
      `<path d="${d}" fill="none" stroke="${t.line}" stroke-width="4" stroke-linecap="round" opacity="0.6"${
        dashed ? ' stroke-dasharray="12 9"' : ''
      }/>`,
    trim: (d) =>
      `<path d="${d}" fill="none" stroke="${t.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    button: (x, y, r = 14) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${t.accent}" stroke="${t.line}" stroke-width="3"/>`,
  };
}

// Faint diagonal threads. Drawn as one path: a tiled <pattern> over the whole canvas costs librsvg
// four times as much to rasterise.
const WEAVE = Array.from({ length: 84 }, (_, i) => `M${i * 24 - 1000} 0 L${i * 24} 1000`).join('');

/** The studio set every picture shares: tinted backdrop, faint linen weave, a glow and a floor shadow. */
function studio(backdrop: number, tint: string): { defs: string; body: string } {
  const paper = BACKDROPS[backdrop % BACKDROPS.length] as string;
  const bg = luminance(tint) > 0.8 ? mix(paper, '#cfc6bb', 0.45) : mix(paper, tint, 0.1);
  return {
    defs: `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    body: `<rect width="1000" height="1000" fill="${bg}"/><path d="${WEAVE}" stroke="#000" stroke-opacity="0.04" stroke-width="4"/>
<circle cx="500" cy="470" r="430" fill="url(#glow)"/><ellipse cx="500" cy="880" rx="380" ry="50" fill="url(#floor)"/>`,
  };
}

/** The object alone (no backdrop), for compositions such as banners and tiles. */
export function objectSvg(spec: Omit<ArtSpec, 'backdrop'>, id = 'o'): { defs: string; body: string } {
  const tones = tonesOf(spec.colour);
  const zoom = spec.view === 'detail' ? 'translate(500 520) scale(1.3) translate(-500 -480)' : '';
  return {
    defs: fabricDefs(tones, spec.pattern, id),
    body: `<g transform="${zoom}">${drawShape(spec.kind, penFor(tones, id))}</g>`,
  };
}

/** A square product picture as SVG, `size` pixels wide. */
export function productSvg(spec: ArtSpec, size: number): string {
  const set = studio(spec.backdrop, tonesOf(spec.colour).base);
  const object = objectSvg(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000"><defs>${set.defs}${object.defs}</defs>${set.body}${object.body}</svg>`;
}

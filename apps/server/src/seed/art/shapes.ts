/**
 * Flat garment and textile silhouettes on a 1000×1000 canvas, the object roughly within 120..880.
 * Each kind only describes geometry; the pen decides colours, fabric pattern and line style, so every
 * picture of the shop shares one look.
 */
export interface Pen {
  /** A fabric piece; `depth` > 0 darkens it as a layer lying behind. */
  piece(d: string, depth?: number): string;
  /** A seam, fold or edge line drawn in the darker tone of the fabric. */
  line(d: string, dashed?: boolean): string;
  /** A trim (piping, stripes, ties) in the contrasting accent colour. */
  trim(d: string): string;
  button(x: number, y: number, r?: number): string;
}

export type ShapeKind =
  | 'pyjama'
  | 'robe'
  | 'towel'
  | 'slipper'
  | 'pillow'
  | 'blanket'
  | 'bib'
  | 'glove'
  | 'mittens'
  | 'underwear'
  | 'tracksuit'
  | 'jacket'
  | 'legging'
  | 'top'
  | 'pants'
  | 'cribset'
  | 'overall'
  | 'apron'
  | 'fold'
  | 'lingerie'
  | 'bed'
  | 'tablecloth'
  | 'mat'
  | 'curtain';

const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

const longShirt = (p: Pen) =>
  p.piece(
    'M370 180 L630 180 L760 230 Q805 260 815 330 L860 640 L770 660 L720 410 L720 800 L280 800 L280 410 L230 660 L140 640 L185 330 Q195 260 240 230 Z',
  ) +
  p.line('M370 180 L500 330 L630 180') +
  p.line('M370 180 L425 285 L470 240 M630 180 L575 285 L530 240') +
  p.line('M500 330 L500 800') +
  [410, 500, 590, 680].map((y) => p.button(522, y)).join('') +
  p.line('M570 420 L660 420 L660 500 L570 500 Z') +
  p.line('M150 605 L240 622 M850 605 L760 622', true);

const trousers = (p: Pen, depth = 0) =>
  p.piece('M330 160 L670 160 L700 860 L560 860 L505 390 L445 860 L300 860 Z', depth) +
  p.line('M330 205 L670 205') +
  p.line('M470 205 Q480 250 455 290 M530 205 Q520 250 545 290') +
  p.line('M305 820 L440 820 M565 820 L697 820', true);

const zipJacket = (p: Pen) =>
  p.piece(
    'M380 170 L620 170 L760 225 Q805 255 815 330 L860 640 L770 660 L720 410 L720 790 L280 790 L280 410 L230 660 L140 640 L185 330 Q195 255 240 225 Z',
  ) +
  p.piece('M380 170 L620 170 L615 215 L385 215 Z', 0.15) +
  p.trim('M238 232 L150 630 M762 232 L850 630') +
  p.line('M500 215 L500 790') +
  p.line('M280 740 L720 740') +
  p.line('M330 520 L410 560 M670 520 L590 560');

const tank = (p: Pen) =>
  p.piece(
    'M370 170 Q420 170 430 230 Q500 290 570 230 Q580 170 630 170 Q650 320 720 380 L720 820 Q500 845 280 820 L280 380 Q350 320 370 170 Z',
  ) +
  p.trim('M430 230 Q500 300 570 230') +
  p.line('M280 780 Q500 805 720 780', true);

const leggings = (p: Pen) =>
  p.piece('M375 150 L625 150 L645 870 L545 870 L505 330 L465 870 L355 870 Z') +
  p.piece('M375 150 L625 150 L628 205 L372 205 Z', 0.15) +
  p.trim('M630 260 L642 860 M370 260 L358 860');

const mitt = (p: Pen) =>
  p.piece(
    'M390 800 L390 430 C390 270 460 190 555 190 C655 190 710 270 710 390 L710 800 Z M395 540 C310 520 255 455 275 390 C295 325 370 335 400 400',
  ) +
  p.piece('M375 720 L725 720 L725 830 L375 830 Z', 0.12) +
  p.line('M375 757 L725 757 M375 794 L725 794', true) +
  p.trim('M530 830 C520 880 580 880 570 830');

// Side view, toe to the right: sole, upper over the foot, and the opening's edge.
const slipper = (p: Pen, depth: number) =>
  p.piece('M150 720 L870 720 Q880 770 820 775 L200 775 Q140 775 150 720 Z', depth + 0.35) +
  p.piece(
    'M150 690 Q150 630 220 625 L430 610 Q520 500 680 500 Q860 510 870 660 Q875 740 790 745 L210 745 Q150 745 150 690 Z',
    depth,
  ) +
  p.trim('M220 625 Q330 655 430 610') +
  p.line('M460 600 Q600 560 700 640', true);

const brief = (p: Pen, depth: number) =>
  p.piece('M220 300 L780 300 L780 390 C700 430 620 520 585 690 L415 690 C380 520 300 430 220 390 Z', depth) +
  p.piece('M220 300 L780 300 L780 360 L220 360 Z', depth + 0.15) +
  p.line('M415 690 C430 600 570 600 585 690', true);

const SHAPES: Record<ShapeKind, (p: Pen) => string> = {
  pyjama: (p) =>
    g('translate(300 180) scale(0.72)', trousers(p, 0.12)) + g('translate(30 40) scale(0.8)', longShirt(p)),
  robe: (p) =>
    p.piece(
      'M380 150 L620 150 L780 210 L900 520 L800 560 L720 370 L735 880 L265 880 L280 370 L200 560 L100 520 L220 210 Z',
    ) +
    p.piece('M380 150 Q410 390 520 560 L470 560 Q360 380 380 150 Z', 0.1) +
    p.line('M620 150 Q585 340 520 560 L560 880') +
    p.piece('M276 500 L724 500 L726 548 L274 548 Z', 0.1) +
    p.piece('M585 545 L555 730 L600 735 L620 548 Z M630 548 L668 715 L705 700 L650 545 Z', 0.05) +
    p.line('M110 490 L200 530 M890 490 L800 530', true),
  towel: (p) =>
    [0, 1, 2]
      .map((i) => {
        const y = 650 - i * 135;
        const x = 200 + i * 25;
        const w = 600 - i * 50;
        return (
          p.piece(
            `M${x} ${y} L${x + w - 60} ${y} Q${x + w} ${y + 60} ${x + w - 60} ${y + 125} L${x} ${y + 125} Z`,
            (2 - i) * 0.06,
          ) +
          p.line(`M${x + 60} ${y} L${x + 60} ${y + 125} M${x + 95} ${y} L${x + 95} ${y + 125}`) +
          p.line(`M${x + w - 60} ${y} Q${x + w - 20} ${y + 60} ${x + w - 60} ${y + 125}`, true)
        );
      })
      .join('') +
    p.piece('M640 300 A90 90 0 1 1 640 301 Z') +
    p.line('M640 330 A60 60 0 1 1 639 330 M640 360 A30 30 0 1 1 639 360'),
  slipper: (p) =>
    g('translate(110 -110) scale(0.9)', slipper(p, 0.12)) + g('translate(-30 60)', slipper(p, 0)),
  pillow: (p) =>
    g(
      'translate(120 -110) scale(0.8)',
      p.piece('M220 300 Q500 250 780 300 Q830 500 780 700 Q500 750 220 700 Q170 500 220 300 Z', 0.14),
    ) +
    p.piece('M200 360 Q500 300 800 360 Q855 580 800 800 Q500 860 200 800 Q145 580 200 360 Z') +
    p.trim('M200 360 Q500 300 800 360 Q855 580 800 800 Q500 860 200 800 Q145 580 200 360 Z') +
    p.line('M200 360 Q320 460 300 580 M800 360 Q680 460 700 580', true),
  blanket: (p) =>
    p.piece('M180 560 L760 560 Q840 640 760 740 L180 740 Z', 0.1) +
    p.line('M760 560 Q810 650 760 740', true) +
    p.piece('M220 390 L740 390 Q815 465 740 560 L220 560 Z') +
    p.line('M740 390 Q790 475 740 560', true) +
    p.trim(Array.from({ length: 9 }, (_, i) => `M${230 + i * 20} 560 L${225 + i * 20} 600`).join(' ')) +
    p.piece('M260 240 L700 240 Q765 305 700 390 L260 390 Z', 0.05) +
    p.line('M700 240 Q745 315 700 390', true),
  bib: (p) =>
    p.piece(
      'M330 250 C330 180 420 160 440 230 C460 290 540 290 560 230 C580 160 670 180 670 250 C760 300 790 440 760 560 C720 720 600 800 500 800 C400 800 280 720 240 560 C210 440 240 300 330 250 Z',
    ) +
    p.trim(
      'M330 250 C330 180 420 160 440 230 C460 290 540 290 560 230 C580 160 670 180 670 250 C760 300 790 440 760 560 C720 720 600 800 500 800 C400 800 280 720 240 560 C210 440 240 300 330 250 Z',
    ) +
    p.line('M380 600 Q500 660 620 600 L610 700 Q500 740 390 700 Z', true) +
    p.trim('M345 215 L300 140 M655 215 L700 140'),
  glove: (p) => g('translate(-90 0)', mitt(p)) + g('translate(560 470) rotate(-12) scale(0.45)', mitt(p)),
  mittens: (p) =>
    g('translate(40 120) scale(0.75) rotate(-8 500 500)', mitt(p)) +
    g('translate(960 160) scale(-0.75 0.75) rotate(-8 500 500)', mitt(p)),
  underwear: (p) =>
    g('translate(90 -70) scale(0.85)', brief(p, 0.12)) + g('translate(40 180) scale(0.9)', brief(p, 0)),
  lingerie: (p) =>
    p.piece('M290 355 Q500 400 710 355 L710 405 Q500 450 290 405 Z', 0.12) +
    p.piece(
      'M300 360 Q320 250 420 200 L490 365 Q400 390 300 360 Z M700 360 Q680 250 580 200 L510 365 Q600 390 700 360 Z',
    ) +
    p.line('M310 345 Q330 260 420 215 M690 345 Q670 260 580 215', true) +
    p.trim('M420 200 L395 110 M580 200 L605 110') +
    g('translate(200 420) scale(0.6)', brief(p, 0)),
  tracksuit: (p) =>
    g('translate(300 190) scale(0.72)', trousers(p, 0.12) + p.trim('M315 260 L303 850 M685 260 L697 850')) +
    g('translate(30 40) scale(0.8)', zipJacket(p)),
  jacket: zipJacket,
  legging: leggings,
  top: tank,
  pants: (p) => trousers(p) + p.trim('M315 260 L303 850 M685 260 L697 850'),
  cribset: (p) =>
    p.piece('M170 430 L830 430 L850 830 L150 830 Z', 0.05) +
    p.line('M160 630 L840 630 M500 430 L500 830 M330 430 L325 830 M670 430 L675 830', true) +
    p.trim('M170 430 L830 430 L850 830 L150 830 Z') +
    p.piece('M240 250 Q400 220 560 250 Q580 340 560 430 Q400 455 240 430 Q220 340 240 250 Z', 0.12) +
    p.piece('M600 300 Q700 280 800 300 Q815 360 800 420 Q700 440 600 420 Q585 360 600 300 Z'),
  overall: (p) =>
    p.piece(
      'M400 200 Q500 265 600 200 L705 240 L790 345 L705 395 L665 355 L665 600 C665 705 625 765 585 805 L540 805 C530 760 470 760 460 805 L415 805 C375 765 335 705 335 600 L335 355 L295 395 L210 345 L295 240 Z',
    ) +
    p.trim('M400 200 Q500 275 600 200') +
    p.line('M500 238 L500 520') +
    [300, 380, 460].map((y) => p.button(500, y, 12)).join('') +
    [470, 500, 530].map((x) => p.button(x, 790, 9)).join(''),
  apron: (p) =>
    p.piece('M380 200 L620 200 L640 380 Q720 400 740 470 L700 860 L300 860 L260 470 Q280 400 360 380 Z') +
    p.trim('M380 200 Q500 60 620 200 M270 450 L120 520 M730 450 L880 520') +
    p.line('M360 560 L640 560 L630 700 L370 700 Z M500 560 L500 700', true),
  fold: (p) =>
    [0, 1, 2]
      .map((i) => {
        const y = 640 - i * 150;
        const x = 230 + i * 20;
        const w = 540 - i * 40;
        return (
          p.piece(
            `M${x} ${y} L${x + w} ${y} Q${x + w + 18} ${y + 70} ${x + w} ${y + 140} L${x} ${y + 140} Q${x - 18} ${y + 70} ${x} ${y} Z`,
            (2 - i) * 0.07,
          ) +
          p.trim(`M${x + 8} ${y + 45} L${x + w - 8} ${y + 45} M${x + 6} ${y + 70} L${x + w - 6} ${y + 70}`) +
          p.line(`M${x} ${y + 12} L${x + w} ${y + 12}`, true)
        );
      })
      .join(''),
  bed: (p) =>
    p.piece('M210 230 Q500 190 790 230 L800 500 L200 500 Z', 0.35) +
    p.piece(
      'M240 400 Q350 370 470 400 Q480 450 470 500 L240 500 Q230 450 240 400 Z M530 400 Q650 370 760 400 Q770 450 760 500 L530 500 Q520 450 530 400 Z',
      0.05,
    ) +
    p.piece('M150 480 L850 480 L885 800 L115 800 Z') +
    p.trim('M140 570 L860 570') +
    p.line('M130 690 L870 690 M500 580 L500 800', true) +
    p.line('M150 800 L150 850 M850 800 L850 850'),
  tablecloth: (p) =>
    p.line('M260 760 L240 880 M740 760 L760 880 M420 780 L415 860 M580 780 L585 860') +
    p.piece('M230 380 L770 380 L860 470 L140 470 Z', 0.08) +
    p.piece(
      `M140 470 L860 470 L850 760 ${Array.from({ length: 8 }, (_, i) => `Q${815 - i * 87} 800 ${763 - i * 87} 770`).join(' ')} L150 760 Z`,
    ) +
    p.trim('M145 520 L855 520') +
    p.line('M320 470 L300 790 M500 470 L500 800 M680 470 L700 790', true),
  mat: (p) =>
    p.piece(
      'M220 480 Q210 420 280 420 L720 420 Q790 420 780 480 L840 760 Q850 830 780 830 L220 830 Q150 830 160 760 Z',
    ) +
    p.trim('M255 470 L745 470 L795 780 L205 780 Z') +
    p.line('M300 560 L700 560 M285 640 L715 640 M270 720 L730 720', true),
  curtain: (p) =>
    p.piece(
      'M200 190 L800 190 L820 860 Q740 880 660 860 Q580 880 500 860 Q420 880 340 860 Q260 880 180 860 Z',
    ) +
    p.line('M330 200 Q350 520 340 860 M500 200 Q480 520 500 860 M660 200 Q680 520 660 860') +
    p.trim('M160 170 L840 170') +
    [230, 330, 430, 530, 630, 730].map((x) => p.button(x, 180, 16)).join(''),
};

export function drawShape(kind: ShapeKind, pen: Pen): string {
  return SHAPES[kind](pen);
}

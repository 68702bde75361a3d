import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { BANNER_MEDIA, bannerSources, format, paths, UI_DURATIONS } from '@shop/shared';
import { type FocusEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useWords } from '../../../lib/i18n';

/** The banner pictures' numbers (/images/banners/slide-{n}-{width}.webp, seeded by the server). */
const SLIDES = [1, 2, 3] as const;
const { phone: PHONE, tablet: TABLET } = BANNER_MEDIA;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The box has each picture's proportions at its widths, so nothing moves when a picture arrives; its
 * width is the unit of the headline's size (`cqi`), so the text keeps its place on the picture.
 */
const frameSx = {
  position: 'relative',
  containerType: 'inline-size',
  overflow: 'hidden',
  aspectRatio: '8 / 3',
  maxBlockSize: 640,
  inlineSize: '100%',
  backgroundColor: '#efe4dc',
  [`@media ${TABLET}`]: { aspectRatio: '16 / 9' },
  [`@media ${PHONE}`]: { aspectRatio: '425 / 500' },
} as const;

/**
 * SHOP NOW sits under each picture's headline, which is placed differently per format: on the picture's
 * left whatever the page's direction (the pictures are not mirrored), centred on phones.
 */
const shopNowSx = {
  position: 'absolute',
  insetInlineStart: '6%',
  '[dir="rtl"] &': {
    insetInlineStart: 'auto',
    insetInlineEnd: '6%',
    [`@media ${PHONE}`]: { insetInline: 0 },
  },
  insetBlockStart: '58%',
  paddingInline: { xs: 3, md: 4.5 },
  paddingBlock: { md: 1.5 },
  fontSize: { md: '1.0625rem' },
  letterSpacing: '0.08em',
  boxShadow: '0 6px 18px rgba(42, 33, 29, 0.22)',
  [`@media ${TABLET}`]: { insetBlockStart: '40%' },
  [`@media ${PHONE}`]: {
    insetBlockStart: '27%',
    insetInline: 0,
    marginInline: 'auto',
    inlineSize: 'fit-content',
  },
} as const;

/**
 * A slide's headline, in the page's language, where the picture leaves room for it (seed/art: the left
 * part, the top on phones), above SHOP NOW. On the picture's left whatever the direction, as the button.
 */
const headlineSx = {
  position: 'absolute',
  insetInlineStart: '6%',
  insetBlockStart: '29%',
  '[dir="rtl"] &': { insetInlineStart: 'auto', insetInlineEnd: '6%' },
  maxInlineSize: '40%',
  margin: 0,
  color: '#2d2624',
  '& > span': { display: 'block' },
  '& > span:first-of-type': { typography: 'h1', fontWeight: 700, fontSize: '3.75cqi' },
  '& > span:last-of-type': { fontSize: '1.6cqi', color: '#5b5150', marginBlockStart: '0.6cqi' },
  [`@media ${TABLET}`]: {
    insetBlockStart: '12%',
    maxInlineSize: '60%',
    '& > span:first-of-type': { fontSize: '5cqi' },
    '& > span:last-of-type': { fontSize: '2.2cqi' },
  },
  [`@media ${PHONE}`]: {
    insetBlockStart: '5%',
    insetInline: '6%',
    maxInlineSize: 'none',
    textAlign: 'center',
    '[dir="rtl"] &': { insetInline: '6%' },
    '& > span:first-of-type': { fontSize: '8.5cqi' },
    '& > span:last-of-type': { fontSize: '3.8cqi' },
  },
} as const;

function Slide({ n, current }: { n: number; current: boolean }) {
  const { home } = useWords();
  const sources = bannerSources(n);
  const headline = home.slides[n - 1];
  return (
    <Box
      role="group"
      aria-roledescription={home.slide}
      aria-label={format(home.slideOf, { index: n, count: SLIDES.length })}
      aria-hidden={!current}
      sx={{
        position: 'absolute',
        inset: 0,
        opacity: current ? 1 : 0,
        transition: 'opacity 900ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <picture>
        <source media={PHONE} srcSet={sources.phone} width={425} height={500} />
        <source media={TABLET} srcSet={sources.tablet} width={800} height={450} />
        <Box
          component="img"
          src={sources.wide}
          width={1600}
          height={600}
          alt=""
          loading={n === 1 ? 'eager' : 'lazy'}
          fetchPriority={n === 1 ? 'high' : 'low'}
          sx={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
        />
      </picture>
      {headline && (
        <Box component="p" sx={headlineSx}>
          <span>{headline.title}</span>
          <span>{headline.subtitle}</span>
        </Box>
      )}
    </Box>
  );
}

/**
 * The home carousel (docs/product.md §3.2): three slides, 3000 ms each, paused while hovered or focused, with
 * dots and a pause button (WCAG 2.2.2). Visitors who prefer reduced motion start paused.
 */
export function HeroCarousel() {
  const { home } = useWords();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Read once mounted: the server knows no preference, and a hydrated page must first match its HTML.
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((index + 1) % SLIDES.length), UI_DURATIONS.carouselMs);
    return () => clearTimeout(timer);
  }, [index, paused]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription={home.carousel}
      aria-label={home.featured}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={frameSx}
    >
      {/* Announces the slide a visitor moved to, not every automatic change. */}
      <Box aria-live={paused ? 'polite' : 'off'} aria-atomic sx={{ position: 'absolute', inset: 0 }}>
        {SLIDES.map((n, i) => (
          <Slide key={n} n={n} current={i === index} />
        ))}
      </Box>
      <Button component={Link} to={paths.products} variant="contained" size="large" sx={shopNowSx}>
        {home.shopNow}
      </Button>
      <Box
        sx={{
          position: 'absolute',
          insetBlockEnd: { xs: 10, md: 18 },
          insetInlineStart: '50%',
          transform: 'translateX(-50%)',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          paddingInline: 1,
          borderRadius: 999,
          backgroundColor: 'rgba(255, 255, 255, 0.78)',
          backdropFilter: 'blur(4px)',
        }}
      >
        {SLIDES.map((n, i) => (
          <ButtonBase
            key={n}
            aria-label={format(home.showSlide, { index: n, count: SLIDES.length })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{ inlineSize: 28, blockSize: 28, borderRadius: '50%' }}
          >
            <Box
              component="span"
              sx={{
                inlineSize: i === index ? 22 : 10,
                blockSize: 10,
                borderRadius: 999,
                backgroundColor: i === index ? 'primary.main' : 'rgba(42, 33, 29, 0.45)',
                transition: 'inline-size 250ms ease, background-color 250ms ease',
              }}
            />
          </ButtonBase>
        ))}
        <IconButton
          size="small"
          aria-label={stopped ? home.playSlides : home.pauseSlides}
          onClick={() => setStopped(!stopped)}
          sx={{ color: 'text.primary' }}
        >
          {stopped ? <PlayArrowRoundedIcon fontSize="small" /> : <PauseRoundedIcon fontSize="small" />}
        </IconButton>
      </Box>
    </Box>
  );
}

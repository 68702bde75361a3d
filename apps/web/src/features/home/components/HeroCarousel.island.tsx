import { BANNER_MEDIA, bannerSources, format, paths, UI_DURATIONS } from '@shop/shared';
import clsx from 'clsx';
import { type FocusEvent, useEffect, useState } from 'react';
import { Button, ClickableBase, IconButton } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useWords } from '../../../lib/i18n';
import styles from './home.module.css';

/** The banner pictures' numbers (/images/banners/slide-{n}-{width}.webp, seeded by the server). */
const SLIDES = [1, 2, 3] as const;
const { phone: PHONE, tablet: TABLET } = BANNER_MEDIA;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function Slide({ n, current }: { n: number; current: boolean }) {
  const { home } = useWords();
  const sources = bannerSources(n);
  const headline = home.slides[n - 1];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern (a group, not a form's fieldset)
    <div
      role="group"
      aria-roledescription={home.slide}
      aria-label={format(home.slideOf, { index: n, count: SLIDES.length })}
      aria-hidden={!current}
      className={clsx(styles.slide, current && styles.current)}
    >
      <picture>
        <source media={PHONE} srcSet={sources.phone} width={425} height={500} />
        <source media={TABLET} srcSet={sources.tablet} width={800} height={450} />
        <img
          src={sources.wide}
          width={1600}
          height={600}
          alt=""
          loading={n === 1 ? 'eager' : 'lazy'}
          fetchPriority={n === 1 ? 'high' : 'low'}
          className={styles.slidePicture}
        />
      </picture>
      {headline && (
        <p className={styles.headline}>
          <span>{headline.title}</span>
          <span>{headline.subtitle}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The home carousel (docs/product.md §3.2): three slides, 3000 ms each, paused while hovered or focused, with dots
 * and a pause button (WCAG 2.2.2). Visitors who prefer reduced motion start paused. An island of the
 * home page (decision 098).
 */
export default function HeroCarousel() {
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
    <section
      aria-roledescription={home.carousel}
      aria-label={home.featured}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className={styles.carousel}
    >
      {/* Announces the slide a visitor moved to, not every automatic change. */}
      <div aria-live={paused ? 'polite' : 'off'} aria-atomic className={styles.slides}>
        {SLIDES.map((n, i) => (
          <Slide key={n} n={n} current={i === index} />
        ))}
      </div>
      <Button to={paths.products} variant="contained" size="large" className={styles.shopNow}>
        {home.shopNow}
      </Button>
      <div className={styles.controls}>
        {SLIDES.map((n, i) => (
          <ClickableBase
            key={n}
            aria-label={format(home.showSlide, { index: n, count: SLIDES.length })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className={styles.dot}
          >
            <span />
          </ClickableBase>
        ))}
        <IconButton
          size="small"
          aria-label={stopped ? home.playSlides : home.pauseSlides}
          onClick={() => setStopped(!stopped)}
          className={styles.pause}
        >
          <Icon name={stopped ? 'playArrowRounded' : 'pauseRounded'} size="small" />
        </IconButton>
      </div>
    </section>
  );
}

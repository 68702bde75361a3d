import { format, type Product } from '@shop/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ProductCard } from '../../../components/product/ProductCard';
import { IconButton } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { HydrateOnItsOwn } from '../../../lib/HydrateOnItsOwn';
import { useLanguage } from '../../../lib/i18n';
import { SLIDE_IMAGE_SIZES } from './arrivalsLayout';
import styles from './home.module.css';

export interface NewArrivalsSliderProps {
  products: readonly Product[];
  /** The section heading's id: the slider is labelled by it. */
  labelledBy: string;
}

function useScrollButtons(embla: ReturnType<typeof useEmblaCarousel>[1]) {
  const [can, setCan] = useState({ prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setCan({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return can;
}

/**
 * The New Arrivals slider (embla): touch and trackpad swipes, arrow buttons, and a tabbed-to card scrolls
 * into view. Part of the New Arrivals island (decision 098); its own chunk in the app.
 */
export default function NewArrivalsSlider({ products, labelledBy }: NewArrivalsSliderProps) {
  const { words, dir } = useLanguage();
  const { home } = words;
  const rtl = dir === 'rtl';
  const [setViewport, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    direction: rtl ? 'rtl' : 'ltr',
  });
  // embla's ref is a state setter. Called by React as it attaches the element, during the commit, it made
  // React render the slider again synchronously at the end of the page's hydration, with every pending
  // effect of the page, in one long task (decision 048). Handed over once the commit is done, it is an
  // ordinary update, rendered in a task of its own.
  const viewport = useCallback(
    (element: HTMLElement | null) => queueMicrotask(() => setViewport(element)),
    [setViewport],
  );
  const can = useScrollButtons(embla);
  // The slides do not change when embla starts (it sets state as it attaches): React keeps them as they are.
  const slides = useMemo(
    () =>
      products.map((product, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern (a group, not a form's fieldset)
        <div
          key={product._id}
          role="group"
          aria-roledescription={home.slide}
          aria-label={format(home.slideOf, { index: i + 1, count: products.length })}
          className={styles.slot}
        >
          {/* In an island, each slide's card hydrates in a task of its own, after the slider's. */}
          <HydrateOnItsOwn>
            <ProductCard product={product} sizes={SLIDE_IMAGE_SIZES} />
          </HydrateOnItsOwn>
        </div>
      )),
    [products, home],
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's group, not a form's fieldset
    <div role="group" aria-roledescription={home.carousel} aria-labelledby={labelledBy}>
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.track}>{slides}</div>
      </div>
      {/* Always there (disabled when all fit), so the skeleton can reserve the same height. */}
      <div className={styles.arrows}>
        <IconButton
          aria-label={home.previousProducts}
          disabled={!can.prev}
          onClick={() => embla?.scrollPrev()}
          className={styles.arrow}
        >
          <Icon name={rtl ? 'chevronRightRounded' : 'chevronLeftRounded'} />
        </IconButton>
        <IconButton
          aria-label={home.nextProducts}
          disabled={!can.next}
          onClick={() => embla?.scrollNext()}
          className={styles.arrow}
        >
          <Icon name={rtl ? 'chevronLeftRounded' : 'chevronRightRounded'} />
        </IconButton>
      </div>
    </div>
  );
}

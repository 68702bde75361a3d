import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { format, type Product } from '@shop/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ProductCard } from '../../../components/product/ProductCard';
import { useWords } from '../../../lib/i18n';
import { arrowsRowSx, SLIDE_IMAGE_SIZES, slideSx, trackSx, viewportSx } from './arrivalsLayout';

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
 * into view. Its own chunk, so the home page's first paint does not wait for it.
 */
export default function NewArrivalsSlider({ products, labelledBy }: NewArrivalsSliderProps) {
  const { home } = useWords();
  const rtl = useTheme().direction === 'rtl';
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
        <Box
          key={product._id}
          role="group"
          aria-roledescription={home.slide}
          aria-label={format(home.slideOf, { index: i + 1, count: products.length })}
          sx={slideSx}
        >
          <ProductCard product={product} sizes={SLIDE_IMAGE_SIZES} />
        </Box>
      )),
    [products, home],
  );

  return (
    <Box role="group" aria-roledescription={home.carousel} aria-labelledby={labelledBy}>
      <Box ref={viewport} sx={viewportSx}>
        <Box sx={trackSx}>{slides}</Box>
      </Box>
      {/* Always there (disabled when all fit), so the skeleton can reserve the same height. */}
      <Box sx={arrowsRowSx}>
        <IconButton
          aria-label={home.previousProducts}
          disabled={!can.prev}
          onClick={() => embla?.scrollPrev()}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {rtl ? <ChevronRightRoundedIcon /> : <ChevronLeftRoundedIcon />}
        </IconButton>
        <IconButton
          aria-label={home.nextProducts}
          disabled={!can.next}
          onClick={() => embla?.scrollNext()}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {rtl ? <ChevronLeftRoundedIcon /> : <ChevronRightRoundedIcon />}
        </IconButton>
      </Box>
    </Box>
  );
}

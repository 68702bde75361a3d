import { useEffect, useRef, useState } from 'react';
import { RangeSlider } from '../../../components/ui/RangeSlider';
import { useLanguage } from '../../../lib/i18n';
import styles from './listing.module.css';

export interface PriceFilterProps {
  /** The chosen range; undefined: everything. */
  value: readonly [number, number] | undefined;
  /** The catalogue's highest price; undefined until the first answer. */
  maxPrice: number | undefined;
  onCommit(range: readonly [number, number] | undefined): void;
}

/** About a hundred steps over the range, each a round number of thousands (keyboard-friendly). */
function priceStep(maxPrice: number): number {
  const raw = Math.max(maxPrice / 100, 1000);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= raw);
  return nice ?? raw;
}

/** How long the arrow keys may pause between steps and still count as one move of the slider. */
const KEYBOARD_SETTLE_MS = 400;

/**
 * The price range slider, 0 to the highest price (docs/product.md §3.3). It moves freely and commits on
 * release, so dragging does not fire a request per pixel; the arrow keys commit once they settle, so ten
 * presses are one request and one history entry, not ten. The full range means no price filter.
 */
export function PriceFilter({ value, maxPrice, onCommit }: PriceFilterProps) {
  const { words, price } = useLanguage();
  const step = priceStep(maxPrice ?? 0);
  const max = Math.ceil((maxPrice ?? 0) / step) * step;
  const committed: [number, number] = value ? [value[0], Math.min(value[1], max || value[1])] : [0, max];
  const [dragging, setDragging] = useState<[number, number]>();
  const shown = dragging ?? committed;
  const settling = useRef<{ timer: ReturnType<typeof setTimeout>; flush(): void }>(undefined);
  // A move still settling when the slider goes (the filters drawer closed) is committed, not lost.
  useEffect(() => () => settling.current?.flush(), []);

  const commit = ([low, high]: [number, number]) => {
    settling.current = undefined;
    setDragging(undefined);
    onCommit(low <= 0 && high >= max ? undefined : [low, high]);
  };

  return (
    <div className={styles.price}>
      <RangeSlider
        value={shown}
        min={0}
        max={max}
        step={step}
        disabled={!maxPrice}
        getAriaLabel={(index) => (index === 0 ? words.catalog.minPrice : words.catalog.maxPrice)}
        getAriaValueText={price}
        onChange={setDragging}
        onChangeCommitted={(settled, keyboard) => {
          clearTimeout(settling.current?.timer);
          if (!keyboard) return commit(settled);
          const flush = () => {
            clearTimeout(timer);
            commit(settled);
          };
          const timer = setTimeout(flush, KEYBOARD_SETTLE_MS);
          settling.current = { timer, flush };
        }}
      />
      {/* In the page's direction: the minimum under the slider's start (the right, in Arabic). */}
      <div className={styles.priceValues}>
        <span>{price(shown[0])}</span>
        <span>{price(shown[1])}</span>
      </div>
    </div>
  );
}

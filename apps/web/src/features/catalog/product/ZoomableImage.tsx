import { IMAGE_SIZES, type ProductImage as StoredImage, UI_DURATIONS } from '@shop/shared';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product/ProductImage';
import { ClickableBase } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { usePageWords } from '../../../lib/i18n';
import page from './productPage.module.css';
import styles from './ZoomableImage.module.css';

const ZOOM = 2.2;

interface ZoomableImageProps {
  image: StoredImage | undefined;
  alt: string;
  /** Accessible name of the button that opens the enlarged view. */
  label: string;
  onEnlarge(): void;
}

/** Whether the zoom hint still shows: from the first render until UI_DURATIONS.zoomTooltipMs later. */
function useZoomHint() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), UI_DURATIONS.zoomTooltipMs);
    return () => clearTimeout(timer);
  }, []);
  return visible;
}

/**
 * The main picture. A mouse hovering it magnifies the spot under the pointer; a click, Enter or a tap
 * opens the enlarged view, so touch and keyboard users can zoom too. A hint saying so shows over the
 * picture for the first UI_DURATIONS.zoomTooltipMs (docs/product.md §3.5). The pointer position goes to CSS
 * variables directly: moving the mouse re-renders nothing.
 */
export function ZoomableImage({ image, alt, label, onEnlarge }: ZoomableImageProps) {
  const frame = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const hint = useZoomHint();
  const hintId = useId();
  const { productPage } = usePageWords();

  const magnify = (event: PointerEvent<HTMLButtonElement>) => {
    const box = frame.current;
    if (!box || event.pointerType !== 'mouse') return;
    const rect = box.getBoundingClientRect();
    box.style.setProperty('--zoom-x', `${((event.clientX - rect.left) / rect.width) * 100}%`);
    box.style.setProperty('--zoom-y', `${((event.clientY - rect.top) / rect.height) * 100}%`);
    box.style.setProperty('--zoom', String(ZOOM));
  };
  const reset = () => frame.current?.style.setProperty('--zoom', '1');

  return (
    <div className={page.picture}>
      <ClickableBase
        ref={frame}
        onClick={onEnlarge}
        onPointerMove={magnify}
        onPointerLeave={reset}
        disabled={!image}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        className={page.zoomButton}
      >
        <ProductImage
          image={image}
          alt={alt}
          sizes={IMAGE_SIZES.productMain}
          priority
          fit="contain"
          className={styles.zoomable}
        />
      </ClickableBase>
      {/* Shown, then faded out by CSS; the words suit the device (a pointer that hovers, or touch). */}
      {hint && image !== undefined && (
        <div
          id={hintId}
          role="tooltip"
          className={styles.hint}
          style={{ animationDuration: `${UI_DURATIONS.zoomTooltipMs}ms` }}
        >
          <Icon name="zoomInRounded" className={page.hintIcon} />
          <span className={styles.onHover}>{productPage.hoverToZoom}</span>
          <span className={styles.onTouch}>{productPage.tapToZoom}</span>
        </div>
      )}
    </div>
  );
}

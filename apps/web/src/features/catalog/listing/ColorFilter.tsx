import { COLORS } from '@shop/shared';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ClickableBase } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useLanguage } from '../../../lib/i18n';
import styles from './listing.module.css';

/** Whether dark ink reads better than white on a swatch (relative luminance of a #rrggbb colour). */
function isLightColor(hex: string): boolean {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) return true;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179;
}

export interface ColorFilterProps {
  value: string | undefined;
  onChange(color: string | undefined): void;
}

/** A swatch's name, under it, while it is hovered or focused (a plain bubble: no Popper for a word). */
function SwatchTip({ anchor, name }: { anchor: HTMLElement; name: string }) {
  const box = anchor.getBoundingClientRect();
  return createPortal(
    <div
      aria-hidden="true"
      className={styles.tooltip}
      style={{ top: box.bottom + 14, left: box.left + box.width / 2 }}
    >
      {name}
    </div>,
    document.body,
  );
}

/** The colour swatches (docs/product.md §4.1): one colour at a time, its name in the tooltip and label. */
export function ColorFilter({ value, onChange }: ColorFilterProps) {
  const { term } = useLanguage();
  const [tip, setTip] = useState<{ anchor: HTMLElement; name: string }>();
  return (
    <div className={styles.swatches}>
      {COLORS.map(({ label, value: swatch }) => {
        const selected = value === label;
        const name = term('colors', label);
        const show = (anchor: HTMLElement) => setTip({ anchor, name });
        const hide = () => setTip(undefined);
        return (
          <ClickableBase
            key={label}
            aria-label={name}
            aria-pressed={selected}
            onClick={() => onChange(selected ? undefined : label)}
            onPointerEnter={(event) => show(event.currentTarget)}
            onPointerLeave={hide}
            onFocus={(event) => event.currentTarget.matches(':focus-visible') && show(event.currentTarget)}
            onBlur={hide}
            className={styles.swatch}
            style={{ backgroundColor: swatch, color: isLightColor(swatch) ? '#2a211d' : '#ffffff' }}
          >
            {selected && <Icon name="checkRounded" size="small" />}
          </ClickableBase>
        );
      })}
      {tip && <SwatchTip {...tip} />}
    </div>
  );
}

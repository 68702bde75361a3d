import clsx from 'clsx';
import { type ChangeEvent, type PointerEvent, useRef, useState } from 'react';
import styles from './slider.module.css';

export type Range = [number, number];

export interface RangeSliderProps {
  value: Range;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  getAriaLabel(index: number): string;
  getAriaValueText(value: number): string;
  /** Each move (a drag, a key). */
  onChange(range: Range): void;
  /** A move finished: the pointer let go (`keyboard` false), or a key changed it (`keyboard` true). */
  onChangeCommitted(range: Range, keyboard: boolean): void;
}

const roundToStep = (value: number, step: number, min: number) =>
  Math.round((value - min) / step) * step + min;

/**
 * Two thumbs on a rail (MUI's range Slider look and behaviour, decision 099): a press on the rail moves
 * the nearer thumb there and drags it; the thumbs never cross. Each thumb holds a native range input,
 * hidden, which the keyboard and assistive technology use (its name and value text are given).
 */
export function RangeSlider({
  value,
  min,
  max,
  step,
  disabled,
  getAriaLabel,
  getAriaValueText,
  onChange,
  onChangeCommitted,
}: RangeSliderProps) {
  const root = useRef<HTMLSpanElement>(null);
  const [active, setActive] = useState(-1);
  const latest = useRef(value);
  latest.current = value;
  const span = max - min || 1;
  const percent = (v: number) => ((v - min) / span) * 100;

  /** The value under the pointer, on the rail's axis in the page's direction. */
  const valueAt = (clientX: number) => {
    const box = root.current?.getBoundingClientRect();
    if (!box || box.width === 0) return min;
    const rtl = getComputedStyle(root.current as Element).direction === 'rtl';
    const share = (rtl ? box.right - clientX : clientX - box.left) / box.width;
    return Math.min(max, Math.max(min, roundToStep(min + share * span, step, min)));
  };
  /** `range` with thumb `index` at `next`, not past the other thumb. */
  const moved = (range: Range, index: number, next: number): Range =>
    index === 0 ? [Math.min(next, range[1]), range[1]] : [range[0], Math.max(next, range[0])];

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    const next = valueAt(event.clientX);
    const [low, high] = latest.current;
    const index = Math.abs(next - low) < Math.abs(next - high) || (next < low && low === high) ? 0 : 1;
    setActive(index);
    event.currentTarget.setPointerCapture(event.pointerId);
    root.current?.querySelectorAll('input')[index]?.focus();
    onChange(moved(latest.current, index, next));
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (active < 0) return;
    onChange(moved(latest.current, active, valueAt(event.clientX)));
  };
  const onPointerUp = () => {
    if (active < 0) return;
    setActive(-1);
    onChangeCommitted(latest.current, false);
  };
  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const range = moved(latest.current, index, Number(event.target.value));
    onChange(range);
    onChangeCommitted(range, true);
  };

  return (
    <span
      ref={root}
      className={clsx(styles.slider, disabled && styles.disabled, active >= 0 && styles.dragging)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span className={styles.rail} />
      <span
        className={styles.track}
        style={{
          insetInlineStart: `${percent(value[0])}%`,
          inlineSize: `${percent(value[1]) - percent(value[0])}%`,
        }}
      />
      {value.map((thumb, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the two thumbs are the range's two ends
          key={index}
          className={clsx(styles.thumb, active === index && styles.active)}
          style={{ insetInlineStart: `${percent(thumb)}%` }}
        >
          <input
            type="range"
            className={styles.thumbInput}
            min={min}
            max={max}
            step={step}
            value={thumb}
            disabled={disabled}
            aria-label={getAriaLabel(index)}
            // Said by the input already; written too, as MUI's slider does, for tools that read the attribute.
            aria-valuenow={thumb}
            aria-valuetext={getAriaValueText(thumb)}
            aria-orientation="horizontal"
            onChange={onInput(index)}
          />
        </span>
      ))}
    </span>
  );
}

import { colorValue, format } from '@shop/shared';
import { cardLabels } from './labels';
import styles from './product.module.css';

export interface ColorDotsProps {
  colors: readonly string[];
  /** Dots shown before '+n'. */
  max?: number;
}

/** The distinct colours of a product's options, in their order. */
export function distinctColors(options: readonly { color: string }[]): string[] {
  return [...new Set(options.map((option) => option.color).filter(Boolean))];
}

/** Small swatches of a product's colours; names in the label and on hover (the hex values are not shown). */
export function ColorDots({ colors, max = 6 }: ColorDotsProps) {
  const shown = colors.slice(0, max);
  const more = colors.length - shown.length;
  return (
    <div
      role="img"
      aria-label={format(cardLabels.colours, { names: colors.join(', ') })}
      className={styles.dots}
    >
      {shown.map((name) => (
        <span key={name} title={name} className={styles.dot} style={{ backgroundColor: colorValue(name) }} />
      ))}
      {more > 0 && (
        <span title={format(cardLabels.moreColours, { count: more })} className={styles.more}>
          +{more}
        </span>
      )}
    </div>
  );
}

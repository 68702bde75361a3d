import { colorValue, format } from '@shop/shared';
import { useLanguage } from '../../lib/i18n';
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
  const { words, plural, term } = useLanguage();
  const name = (color: string) => term('colors', color);
  const shown = colors.slice(0, max);
  const more = colors.length - shown.length;
  return (
    <div
      role="img"
      aria-label={format(words.card.colours, {
        names: colors.map(name).join(words.card.listSeparator),
      })}
      className={styles.dots}
    >
      {shown.map((color) => (
        <span
          key={color}
          title={name(color)}
          className={styles.dot}
          style={{ backgroundColor: colorValue(color) }}
        />
      ))}
      {more > 0 && (
        <span title={plural(words.card.moreColours, more)} className={styles.more}>
          +{more}
        </span>
      )}
    </div>
  );
}

import Box from '@mui/material/Box';
import { colorValue, format } from '@shop/shared';
import { cardLabels } from './labels';

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
    <Box
      role="img"
      aria-label={format(cardLabels.colours, { names: colors.join(', ') })}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minBlockSize: 18 }}
    >
      {shown.map((name) => (
        <Box
          key={name}
          title={name}
          sx={{
            inlineSize: 16,
            blockSize: 16,
            borderRadius: '50%',
            backgroundColor: colorValue(name),
            // A light swatch (White, Off White) stays visible on a white card.
            boxShadow: 'inset 0 0 0 1px rgba(42, 33, 29, 0.28)',
            flexShrink: 0,
          }}
        />
      ))}
      {more > 0 && (
        <Box
          component="span"
          title={format(cardLabels.moreColours, { count: more })}
          sx={{ fontSize: '0.8125rem', color: 'text.secondary', lineHeight: 1 }}
        >
          +{more}
        </Box>
      )}
    </Box>
  );
}

import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { COLORS } from '@shop/shared';
import { useLanguage } from '../../../lib/i18n';

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

/** The colour swatches (docs/product.md §4.1): one colour at a time, its name in the tooltip and label. */
export function ColorFilter({ value, onChange }: ColorFilterProps) {
  const { term } = useLanguage();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(36px, 1fr))', gap: 0.75 }}>
      {COLORS.map(({ label, value: swatch }) => {
        const selected = value === label;
        const name = term('colors', label);
        return (
          <Tooltip key={label} title={name} disableInteractive>
            <ButtonBase
              aria-label={name}
              aria-pressed={selected}
              onClick={() => onChange(selected ? undefined : label)}
              sx={{
                justifySelf: 'center',
                inlineSize: 32,
                blockSize: 32,
                borderRadius: '50%',
                backgroundColor: swatch,
                color: isLightColor(swatch) ? '#2a211d' : '#ffffff',
                boxShadow: selected
                  ? '0 0 0 2px #ffffff, 0 0 0 4px #8a3b2e'
                  : 'inset 0 0 0 1px rgba(42, 33, 29, 0.3)',
                transition: 'transform 120ms',
                '&:hover': { transform: 'scale(1.08)' },
              }}
            >
              {selected && <CheckRoundedIcon fontSize="small" />}
            </ButtonBase>
          </Tooltip>
        );
      })}
    </Box>
  );
}

import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { format } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { productLabels } from './labels';
import type { Choice } from './selection';

interface OptionPickerProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  /** What a button shows besides its value (a colour swatch). */
  adornment?(value: string): ReactNode;
  /** Shown instead of the buttons when there is nothing to choose yet. */
  emptyText?: string;
}

/**
 * A row of toggle buttons for one choice (size or colour). Sold-out values stay choosable, so the
 * shopper learns why they cannot be added, but are struck through and announced as out of stock.
 */
export function OptionPicker({ label, choices, value, onChange, adornment, emptyText }: OptionPickerProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography
        id={labelId}
        component="h2"
        sx={{ fontWeight: 650, fontSize: '0.9375rem', marginBlockEnd: 1 }}
      >
        {label}
        {value !== null && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {`: ${value}`}
          </Box>
        )}
      </Typography>
      {choices.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
          {emptyText}
        </Typography>
      ) : (
        <ToggleButtonGroup
          exclusive
          value={value}
          // A second click on the chosen value would clear it; a choice is only ever replaced.
          onChange={(_event, next: string | null) => next !== null && onChange(next)}
          aria-labelledby={labelId}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {choices.map(({ value: choice, available }) => (
            <ToggleButton
              key={choice}
              value={choice}
              aria-label={available ? choice : format(productLabels.optionOutOfStock, { value: choice })}
              sx={{
                gap: 1,
                minInlineSize: 48,
                minBlockSize: 44,
                paddingInline: 1.75,
                textTransform: 'none',
                fontWeight: 600,
                color: 'text.primary',
                // The group's joined borders do not suit wrapped rows: every button keeps its own.
                '&&': { border: 1, borderColor: 'divider', borderRadius: 2, marginInlineStart: 0 },
                '&&.Mui-selected': {
                  borderColor: 'primary.main',
                  boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
                  backgroundColor: 'rgba(138, 59, 46, 0.08)',
                },
                ...(available
                  ? {}
                  : { color: 'text.secondary', textDecoration: 'line-through', borderStyle: 'dashed' }),
              }}
            >
              {adornment?.(choice)}
              {choice}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Box>
  );
}

import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';

export interface ChoiceProps {
  selected: boolean;
  onToggle(): void;
  children: ReactNode;
  /** The accessible name when the content is not text (star bars). */
  label?: string;
  /** Nesting level in a tree of choices (sub-categories). */
  depth?: number;
}

/** A filter choice in a list: a toggle button (aria-pressed); pressing the chosen one again unsets it. */
export function ChoiceRow({ selected, onToggle, children, label, depth = 0 }: ChoiceProps) {
  return (
    <ButtonBase
      aria-pressed={selected}
      aria-label={label}
      onClick={onToggle}
      sx={{
        inlineSize: '100%',
        justifyContent: 'space-between',
        gap: 1,
        minBlockSize: 36,
        paddingInlineStart: 1 + depth * 2,
        paddingInlineEnd: 1,
        borderRadius: 1.5,
        fontSize: '0.9375rem',
        textAlign: 'start',
        fontWeight: selected ? 700 : 400,
        color: selected ? 'primary.dark' : 'text.primary',
        backgroundColor: selected ? 'rgba(138, 59, 46, 0.08)' : 'transparent',
        '&:hover': { backgroundColor: 'rgba(42, 33, 29, 0.05)' },
      }}
    >
      {children}
      {selected && <CheckRoundedIcon fontSize="small" />}
    </ButtonBase>
  );
}

/** A filter choice among short words (sizes, seasons): a pill toggle button. */
export function ChoicePill({ selected, onToggle, children }: ChoiceProps) {
  return (
    <ButtonBase
      aria-pressed={selected}
      onClick={onToggle}
      sx={{
        minBlockSize: 34,
        minInlineSize: 44,
        paddingInline: 1.25,
        borderRadius: 999,
        border: 1,
        borderColor: selected ? 'primary.main' : 'rgba(42, 33, 29, 0.3)',
        backgroundColor: selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : 'text.primary',
        fontSize: '0.875rem',
        fontWeight: selected ? 700 : 500,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {children}
    </ButtonBase>
  );
}

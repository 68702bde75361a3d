import { alpha, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { bodyFont, displayFont } from './fonts';

/**
 * Warm, textile-inspired palette: brick red for actions, deep sage for accents, linen backgrounds and an
 * espresso ink. Every text/background pair used here passes WCAG AA (most pass AAA).
 */
const palette = {
  primary: { main: '#8a3b2e', light: '#b4604f', dark: '#6b2c22', contrastText: '#ffffff' },
  secondary: { main: '#2f5d50', light: '#4f7d6f', dark: '#1f4238', contrastText: '#ffffff' },
  error: { main: '#b3261e' },
  // MUI's default orange carries white text at 3.1:1; this one at 6.2:1 (the admin's "unread" chip).
  warning: { main: '#a04600', contrastText: '#ffffff' },
  success: { main: '#2e6b3a' },
  background: { default: '#faf6f1', paper: '#ffffff' },
  text: { primary: '#2a211d', secondary: '#5e5049' },
  divider: 'rgba(42, 33, 29, 0.12)',
} satisfies ThemeOptions['palette'];

/** Dark band colours (top bar and footer), shared so both stay in step. */
const inkBand = { background: '#2a211d', text: '#f3e6d8', accent: '#e8c9a8' } as const;

const heading = { fontFamily: displayFont, fontWeight: 600, letterSpacing: '-0.01em', lineHeight: 1.15 };

const options = {
  palette,
  shape: { borderRadius: 10 },
  spacing: 8,
  typography: {
    fontFamily: bodyFont,
    htmlFontSize: 16,
    h1: { ...heading, fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)' },
    h2: { ...heading, fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)' },
    h3: { ...heading, fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)' },
    h4: { ...heading, fontSize: '1.5rem' },
    h5: { fontWeight: 650, fontSize: '1.25rem', lineHeight: 1.3 },
    h6: { fontWeight: 650, fontSize: '1.0625rem', lineHeight: 1.35 },
    subtitle1: { fontWeight: 550, lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
    button: { fontWeight: 650, letterSpacing: '0.02em', textTransform: 'none' },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: `
        /* The palette and type for static CSS (CSS modules, decisions 016 and 099). */
        :root {
          --shop-primary: ${palette.primary.main};
          --shop-primary-dark: ${palette.primary.dark};
          --shop-primary-border: ${alpha(palette.primary.main, 0.5)};
          --shop-primary-hover: ${alpha(palette.primary.main, 0.04)};
          --shop-secondary: ${palette.secondary.main};
          --shop-secondary-dark: ${palette.secondary.dark};
          --shop-secondary-light: ${palette.secondary.light};
          --shop-secondary-border: ${alpha(palette.secondary.main, 0.5)};
          --shop-secondary-hover: ${alpha(palette.secondary.main, 0.04)};
          --shop-text: ${palette.text.primary};
          --shop-text-secondary: ${palette.text.secondary};
          --shop-text-hover: ${alpha(palette.text.primary, 0.04)};
          --shop-divider: ${palette.divider};
          --shop-paper: ${palette.background.paper};
          --shop-background: ${palette.background.default};
          --shop-error: ${palette.error.main};
          --shop-success: ${palette.success.main};
          --shop-ink: ${inkBand.background};
          --shop-ink-text: ${inkBand.text};
          --shop-ink-accent: ${inkBand.accent};
          --shop-body-font: ${bodyFont};
          --shop-display-font: ${displayFont};
        }
        /* The sticky header (112 px high on phones with its search row, 72 px from md) never hides the
           focused control or an anchor's target (WCAG 2.4.11). */
        html { scroll-behavior: smooth; scroll-padding-block-start: 128px; }
        @media (min-width: 900px) { html { scroll-padding-block-start: 88px; } }
        @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
        a { color: inherit; }
        :focus-visible { outline: 3px solid ${palette.secondary.light}; outline-offset: 2px; }`,
    },
    // ButtonBase's own `outline: 0` comes after the global :focus-visible rule with the same weight:
    // its keyboard focus (the filters' pills, swatches and section toggles) needs the ring again.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${palette.secondary.light}`, outlineOffset: 2 } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.875rem', backgroundColor: '#2a211d' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // Wide enough for a 5-column product grid, narrow enough to keep lines readable on big screens.
    MuiContainer: {
      defaultProps: { maxWidth: 'xl' },
      variants: [{ props: { maxWidth: 'xl' }, style: { maxWidth: 1360 } }],
    },
  },
} satisfies ThemeOptions;

const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {};

/**
 * The shop's theme in a writing direction (Arabic pages: 'rtl', with the RTL style cache of lib/styleCache).
 * A badge sits at the end of what it counts: MUI places it by physical side, which the RTL styles do not
 * mirror (its position is in CSS variables).
 */
export function themeOf(direction: 'ltr' | 'rtl'): Theme {
  const badgeAtEnd = { vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' } as const;
  themes[direction] ??= createTheme({
    ...options,
    direction,
    components: { ...options.components, MuiBadge: { defaultProps: { anchorOrigin: badgeAtEnd } } },
  });
  return themes[direction];
}

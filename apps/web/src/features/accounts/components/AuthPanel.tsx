import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type MouseEvent, type ReactNode, startTransition, useEffect, useRef } from 'react';
import { Link as RouterLink, type To, useNavigate } from 'react-router';
import { usePageWords } from '../../../lib/i18n';
import { isPlainClick } from '../../../lib/isPlainClick';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type AuthMode = 'signIn' | 'signUp';

/** Router state of a switch link: the screen it opens plays the switch from the other side. */
export const AUTH_SWITCH_STATE = { authSwitch: true } as const;

interface AuthPanelProps {
  mode: AuthMode;
  headingComponent: 'h1' | 'h2';
  redirect: string;
  /** Page: the switch is a link to the other screen. */
  switchLink?(target: AuthMode): To;
  /** Dialog: the switch changes `mode` in place. */
  onSwitch?(target: AuthMode): void;
  onLeave?(): void;
}

const SLIDE_MS = 600;

// Slides are written left to right: on an Arabic page the style cache's RTL plugin mirrors translateX.
const noMotion = { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } } as const;

/**
 * Shown parts fade in once the other side has faded out (from md up: once the sliding cover has passed
 * the middle); hidden ones fade out at once and leave the accessibility tree when the switch ends.
 */
function fade(theme: Theme, shown: boolean) {
  const { easeInOut } = theme.transitions.easing;
  const timing = (outMs: number, inMs: number, endMs: number) =>
    shown
      ? `opacity ${inMs}ms ${easeInOut} ${outMs}ms, visibility 0s linear 0s`
      : `opacity ${outMs}ms ${easeInOut}, visibility 0s linear ${endMs}ms`;
  return { xs: timing(150, 200, 350), md: timing(250, 250, SLIDE_MS) };
}

/**
 * One of the two forms. From md up both sit in the first column and slide one column along with the
 * cover when the mode is sign-up; below md they simply cross-fade in place.
 */
function FormSlot({ mode, slot, children }: { mode: AuthMode; slot: AuthMode; children: ReactNode }) {
  const theme = useTheme();
  const shown = mode === slot;
  return (
    <Box
      inert={!shown}
      sx={{
        gridArea: '1 / 1',
        alignSelf: { md: 'center' },
        padding: { xs: 3, sm: 5 },
        // On phones the hidden form takes no height, so the band follows the shown form closely.
        maxBlockSize: { xs: shown ? 'none' : 0, md: 'none' },
        opacity: shown ? 1 : 0,
        visibility: shown ? 'visible' : 'hidden',
        transform: {
          xs: shown ? 'none' : `translateX(${slot === 'signIn' ? -24 : 24}px)`,
          md: mode === 'signUp' ? 'translateX(100%)' : 'none',
        },
        transition: {
          xs: `transform 350ms ${theme.transitions.easing.easeOut}, ${fade(theme, shown).xs}`,
          md: `transform ${SLIDE_MS}ms ${theme.transitions.easing.easeInOut}, ${fade(theme, shown).md}`,
        },
        ...noMotion,
      }}
    >
      {children}
    </Box>
  );
}

interface CoverTextProps {
  shown: boolean;
  title: string;
  text: string;
  action: ReactNode;
}

function CoverText({ shown, title, text, action }: CoverTextProps) {
  const theme = useTheme();
  return (
    <Box
      inert={!shown}
      sx={{
        gridArea: '1 / 1',
        alignSelf: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        opacity: shown ? 1 : 0,
        visibility: shown ? 'visible' : 'hidden',
        transition: fade(theme, shown),
        ...noMotion,
      }}
    >
      <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.25rem', md: '1.75rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ maxInlineSize: 320, opacity: 0.92, display: { xs: 'none', sm: 'block' } }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

type SwitchButtonProps = { target: AuthMode } & Pick<AuthPanelProps, 'switchLink' | 'onSwitch'>;

/** 'Create an account' / 'Sign in' on the cover: a link between the two pages, or a switch in place. */
function SwitchButton({ target, switchLink, onSwitch }: SwitchButtonProps) {
  const navigate = useNavigate();
  const { accounts } = usePageWords();
  const label = target === 'signUp' ? accounts.createAccount : accounts.signIn;
  const look = { variant: 'outlined', color: 'inherit', size: 'large', sx: { minInlineSize: 180 } } as const;
  if (!switchLink) {
    return (
      <Button {...look} onClick={() => onSwitch?.(target)}>
        {label}
      </Button>
    );
  }
  const to = switchLink(target);
  // As a transition, the other screen replaces this one only once its code is there: no loader flashes
  // between the two halves of the slide.
  const follow = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    startTransition(() => navigate(to, { state: AUTH_SWITCH_STATE }));
  };
  return (
    <Button {...look} component={RouterLink} to={to} state={AUTH_SWITCH_STATE} onClick={follow}>
      {label}
    </Button>
  );
}

/**
 * The sign-in / sign-up panel (docs/product.md §3.6): 'Welcome Back' and 'Create Account' side by side with a
 * coloured cover over the unused half that slides across on switching; a band below the form on phones.
 */
export function AuthPanel({
  mode,
  headingComponent,
  redirect,
  switchLink,
  onSwitch,
  onLeave,
}: AuthPanelProps) {
  const theme = useTheme();
  const { accounts } = usePageWords();
  const signInHeading = useRef<HTMLHeadingElement>(null);
  const signUpHeading = useRef<HTMLHeadingElement>(null);
  const firstMode = useRef(mode);

  // After a switch, focus moves to the heading of the form that came in (not to a field: that would
  // open the keyboard on phones).
  useEffect(() => {
    if (mode === firstMode.current) return;
    firstMode.current = mode;
    (mode === 'signIn' ? signInHeading : signUpHeading).current?.focus({ preventScroll: true });
  }, [mode]);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        minBlockSize: { md: 580 },
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      <FormSlot mode={mode} slot="signIn">
        <SignInForm
          headingComponent={headingComponent}
          headingRef={signInHeading}
          redirect={redirect}
          onLeave={onLeave}
        />
      </FormSlot>
      <FormSlot mode={mode} slot="signUp">
        <SignUpForm headingComponent={headingComponent} headingRef={signUpHeading} redirect={redirect} />
      </FormSlot>
      <Box
        sx={{
          gridArea: { xs: '2 / 1', md: '1 / 2' },
          zIndex: 1,
          display: 'grid',
          padding: { xs: 3, md: 6 },
          textAlign: 'center',
          color: 'primary.contrastText',
          // A fine woven texture over the brand colour, a nod to the shop's textiles.
          backgroundColor: 'primary.main',
          backgroundImage: `repeating-linear-gradient(45deg, rgba(255,255,255,0.05) 0 2px, transparent 2px 8px), linear-gradient(160deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
          transform: { md: mode === 'signUp' ? 'translateX(-100%)' : 'none' },
          transition: `transform ${SLIDE_MS}ms ${theme.transitions.easing.easeInOut}`,
          ...noMotion,
        }}
      >
        <CoverText
          shown={mode === 'signIn'}
          title={accounts.newHereTitle}
          text={accounts.newHereText}
          action={<SwitchButton target="signUp" switchLink={switchLink} onSwitch={onSwitch} />}
        />
        <CoverText
          shown={mode === 'signUp'}
          title={accounts.returningTitle}
          text={accounts.returningText}
          action={<SwitchButton target="signIn" switchLink={switchLink} onSwitch={onSwitch} />}
        />
      </Box>
    </Box>
  );
}

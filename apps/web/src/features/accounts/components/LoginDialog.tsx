import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { usePageWords } from '../../../lib/i18n';
import { type AuthMode, AuthPanel } from './AuthPanel';

/**
 * The header's login dialog: the same panel as /login, switching in place; signing in reloads the page
 * the visitor is on.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const { pathname, search } = useLocation();
  const { accounts } = usePageWords();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      slotProps={{
        paper: {
          'aria-label': mode === 'signIn' ? accounts.signInTitle : accounts.signUpTitle,
          // Phones keep a narrow rim of the page around the card rather than MUI's 32 px margins.
          sx: {
            marginInline: { xs: 1.5, sm: 4 },
            inlineSize: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
        transition: { onExited: () => setMode('signIn') },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label={accounts.close}
        sx={{
          position: 'absolute',
          insetBlockStart: 8,
          insetInlineEnd: 8,
          zIndex: 2,
          // From md up the cover sits under the button while signing in.
          color: { xs: 'text.secondary', md: mode === 'signIn' ? 'common.white' : 'text.secondary' },
        }}
      >
        <CloseIcon />
      </IconButton>
      <AuthPanel
        mode={mode}
        onSwitch={setMode}
        headingComponent="h2"
        redirect={pathname + search}
        onLeave={onClose}
      />
    </Dialog>
  );
}

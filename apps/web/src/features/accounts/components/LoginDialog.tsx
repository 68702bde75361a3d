import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { accountLabels } from '../labels';
import { type AuthMode, AuthPanel } from './AuthPanel';

/**
 * The header's login dialog: the same panel as /login, switching in place; signing in reloads the page
 * the visitor is on. Full screen on phones.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [mode, setMode] = useState<AuthMode>('signIn');
  const { pathname, search } = useLocation();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{
        paper: { 'aria-label': mode === 'signIn' ? accountLabels.signInTitle : accountLabels.signUpTitle },
        transition: { onExited: () => setMode('signIn') },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label={accountLabels.close}
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

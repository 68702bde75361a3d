import Alert from '@mui/material/Alert';
import Grow from '@mui/material/Grow';
import Snackbar from '@mui/material/Snackbar';
import { UI_DURATIONS } from '@shop/shared';
import { useState } from 'react';
import { useLanguage } from './i18n';

export interface Toast {
  id: number;
  message: string;
  severity: 'success' | 'error';
}

/**
 * One toast, in the page's language (a shared message passed in English is translated; the server's
 * answers arrive translated already): grows in, hides after UI_DURATIONS.toastMs (or on close), then gives
 * up its place.
 */
export default function ToastSnackbar({ toast, onDone }: { toast: Toast; onDone(): void }) {
  const { message } = useLanguage();
  const [open, setOpen] = useState(true);
  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page should not dismiss an error before it could be read.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <Snackbar
      open={open}
      autoHideDuration={UI_DURATIONS.toastMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slots={{ transition: Grow }}
      slotProps={{ transition: { onExited: onDone } }}
    >
      <Alert onClose={close} severity={toast.severity} variant="filled" sx={{ inlineSize: '100%' }}>
        {message(toast.message)}
      </Alert>
    </Snackbar>
  );
}

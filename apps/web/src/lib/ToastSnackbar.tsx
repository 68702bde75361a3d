import { UI_DURATIONS } from '@shop/shared';
import { Snackbar } from '../components/ui/Snackbar';
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
  return (
    <Snackbar
      message={message(toast.message)}
      severity={toast.severity}
      hideAfterMs={UI_DURATIONS.toastMs}
      onDone={onDone}
    />
  );
}

import { UI_DURATIONS } from '@shop/shared';
import { createPortal } from 'react-dom';
import { Snackbar } from '../../components/ui/Snackbar';
import { useLanguage } from '../i18n';
import { useNotificationSlot } from '../toast';

export interface FormError {
  /** Changes with every failed submit, so the same message shows again with a fresh timer. */
  id: number;
  message: string;
  open: boolean;
}

/**
 * A form's validation message (the schema's English text, shown in the page's language) as a red
 * snackbar that hides after 6 s (docs/product.md §15). Rendered in a portal: the account forms sit in animated
 * (transformed) boxes, which would trap a fixed position. It shares the toasts' place: it replaces a
 * shown toast and a later toast replaces it.
 */
export function FormErrorSnackbar({ error, onClose }: { error: FormError | null; onClose(): void }) {
  const { message } = useLanguage();
  const shown = useNotificationSlot(error?.id, error?.open ?? false);
  if (!shown || !error) return null;
  return createPortal(
    <Snackbar
      key={error.id}
      message={message(error.message)}
      severity="error"
      hideAfterMs={UI_DURATIONS.snackbarMs}
      onDone={onClose}
    />,
    document.body,
  );
}

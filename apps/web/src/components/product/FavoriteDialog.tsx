import { paths } from '@shop/shared';
import clsx from 'clsx';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useWords } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { Dialog, dialogStyles } from '../ui/Dialog';

/**
 * What a guest sees on a favourite heart (docs/product.md §3.8): favourites need an account. Besides Cancel,
 * Log in leads to the sign-in and back to this page, so the dialog is not a dead end.
 */
export default function FavoriteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { card, messages } = useWords();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={textId}>
      <h2 id={titleId} className={dialogStyles.dialogTitle}>
        {messages.favoriteDialogTitle}
      </h2>
      <div className={dialogStyles.dialogContent}>
        <p id={textId} className={clsx(dialogStyles.dialogText)}>
          {messages.favoriteDialogText}
        </p>
      </div>
      <div className={dialogStyles.dialogActions}>
        <Button onClick={onClose} autoFocus>
          {card.cancel}
        </Button>
        <Button to={paths.login(pathname + search)} variant="contained">
          {card.logIn}
        </Button>
      </div>
    </Dialog>
  );
}

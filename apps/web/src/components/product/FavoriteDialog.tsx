import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { paths } from '@shop/shared';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useWords } from '../../lib/i18n';

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
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{messages.favoriteDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{messages.favoriteDialogText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {card.cancel}
        </Button>
        <Button component={RouterLink} to={paths.login(pathname + search)} variant="contained">
          {card.logIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '@shop/shared';
import { useId } from 'react';
import { cardLabels as catalogLabels } from './labels';

/** What a guest sees on a favourite heart (spec §8): favourites need an account. */
export default function FavoriteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
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
          {catalogLabels.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

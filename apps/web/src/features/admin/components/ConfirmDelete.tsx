import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { format } from '@shop/shared';
import { adminLabels as l } from '../labels';

/** Asks before a delete; `name` is what goes (a product, a user, a review). */
export function ConfirmDelete({
  name,
  onConfirm,
  onClose,
}: {
  name: string | undefined;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Dialog open={name !== undefined} onClose={onClose} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{format(l.confirmDelete, { name: name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{l.confirmDeleteText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{l.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {l.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

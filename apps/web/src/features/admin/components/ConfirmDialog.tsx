import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { adminLabels as l } from '../labels';

/** What a confirmation asks: its question, what happens, and the confirming button's word. */
export interface Confirmation {
  title: string;
  text: string;
  action: string;
  /** The action removes or cannot be undone: its button is red. */
  danger?: boolean;
}

/**
 * Asks before an admin action that cannot be taken back (a delete, a final order status, repricing
 * the catalogue, a role). Open while `confirmation` is set; Cancel, Escape or a click outside close it.
 */
export function ConfirmDialog({
  confirmation,
  onConfirm,
  onClose,
}: {
  confirmation: Confirmation | undefined;
  onConfirm(): void;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <Dialog open={confirmation !== undefined} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{confirmation?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{l.cancel}</Button>
        <Button
          color={confirmation?.danger ? 'error' : 'primary'}
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmation?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import { useAdminWords } from '../useAdminWords';

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
  const { admin: l } = useAdminWords();
  const titleId = useId();
  // While the dialog fades out it keeps its words; its buttons no longer act.
  const last = useRef(confirmation);
  if (confirmation) last.current = confirmation;
  const shown = confirmation ?? last.current;
  const open = confirmation !== undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!open}>
          {l.cancel}
        </Button>
        <Button
          color={shown?.danger ? 'error' : 'primary'}
          variant="contained"
          disabled={!open}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {shown?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

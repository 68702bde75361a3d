import clsx from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './overlay.module.css';

interface ModalProps {
  open: boolean;
  onClose(): void;
  /** The id of the element that names it (its title). */
  labelledBy: string;
  /** The id of the element that says what it is about, if any. */
  describedBy?: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape, the dialog's own key, closes it from the keyboard
 * A modal `<dialog>`: shown with `showModal` (the browser keeps the focus inside, Escape closes it, and
 * the focus goes back where it was when it closes); a click on the backdrop closes it too.
 */
function Modal({ open, onClose, labelledBy, describedBy, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape, the dialog's own key, closes it from the keyboard
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onClose={() => open && onClose()}
      // The backdrop belongs to the dialog: a click on the dialog outside its own box is on the backdrop.
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        const outside = x < box.left || x > box.right || y < box.top || y > box.bottom;
        if (outside && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** A dialog in the middle of the screen (MUI Dialog's look): as wide as its content up to 600 px, or `fullWidth`. */
export function Dialog({ fullWidth, ...props }: ModalProps & { fullWidth?: boolean }) {
  return <Modal {...props} className={clsx(styles.dialog, fullWidth && styles.fullWidth, props.className)} />;
}

export const dialogStyles = styles;

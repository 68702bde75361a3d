import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef } from 'react';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  /** While true the button shows a spinner and refuses clicks, so a form is not sent twice. */
  busy: boolean;
};

/**
 * A form's main submit button: contained, large, with a spinner while its request runs. Disabled while
 * busy, it loses the keyboard focus (the browser moves it to the page); a pressed button takes the
 * focus back when its request ends on the same screen, so a keyboard or screen-reader user carries on
 * from where they were (after 'Invalid Email or Password', say).
 */
export function SubmitButton({ busy, sx, children, onClick, ...props }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus();
  }, [busy]);

  return (
    <Button
      ref={ref}
      type="submit"
      variant="contained"
      size="large"
      loading={busy}
      onClick={(event) => {
        pressed.current = true;
        onClick?.(event);
      }}
      sx={[{ marginBlockStart: 2 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      {...props}
    >
      {children}
    </Button>
  );
}

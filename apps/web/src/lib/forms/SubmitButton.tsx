import Button, { type ButtonProps } from '@mui/material/Button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  /** While true the button shows a spinner and refuses clicks, so a form is not sent twice. */
  busy: boolean;
};

/** A form's main submit button: contained, large, with a spinner while its request runs. */
export function SubmitButton({ busy, sx, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={busy}
      sx={[{ marginBlockStart: 2 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      {...props}
    >
      {children}
    </Button>
  );
}

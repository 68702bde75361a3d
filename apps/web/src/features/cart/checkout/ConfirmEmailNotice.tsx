import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { usePageWords } from '../../../lib/i18n';
import { useSendEmailConfirmation } from './api/sendEmailConfirmation';

/**
 * When the shop asks for a confirmed e-mail address before the first order (the server's refusal says
 * a link is in the mailbox): what to do, and another link for a mail that did not come.
 */
export function ConfirmEmailNotice() {
  const { checkout: labels, messages } = usePageWords();
  const resend = useSendEmailConfirmation();
  return (
    <Alert severity="info" sx={{ marginBlockStart: 2 }}>
      {messages.emailNotConfirmed}
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
        sx={{ display: 'flex', marginBlockStart: 1 }}
      >
        {labels.resendConfirmation}
      </Button>
    </Alert>
  );
}

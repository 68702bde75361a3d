import { type ContactInput, UI_DURATIONS } from '@shop/shared';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Snackbar } from '../../components/ui/Snackbar';
import { FormErrorSnackbar } from '../../lib/forms/FormErrorSnackbar';
import { FormField } from '../../lib/forms/FormField';
import { lazyResolver } from '../../lib/forms/lazyResolver';
import { PageFormParts } from '../../lib/forms/pageForm';
import { SubmitButton } from '../../lib/forms/SubmitButton';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { usePageWords } from '../../lib/i18n';
import { useSendContact } from './api/sendContact';
import styles from './contact.module.css';

const resolver = lazyResolver(() => import('./validation').then((module) => module.contactResolver));

const empty: ContactInput = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

/** The bottom snackbar after a submit: success or failure, 6 s (docs/product.md §14). */
function ResultSnackbar({ result, onClose }: { result: 'success' | 'error' | undefined; onClose(): void }) {
  const { messages } = usePageWords();
  if (result === undefined) return null;
  return createPortal(
    <Snackbar
      message={result === 'error' ? messages.contactFailure : messages.contactSuccess}
      severity={result}
      hideAfterMs={UI_DURATIONS.snackbarMs}
      onDone={onClose}
    />,
    document.body,
  );
}

/** The contact form (docs/product.md §3.8), an island of its page (decision 098). */
export default function ContactForm() {
  const { contact: l } = usePageWords();
  const send = useSendContact();
  const [result, setResult] = useState<'success' | 'error'>();
  // Errors show once a field is touched (docs/product.md §3.8), then follow every change.
  const form = useSchemaForm(resolver, { defaultValues: empty, mode: 'onTouched', pageForm: 'contact' });
  const { control } = form;
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        setResult('success');
        form.reset(empty);
      },
      onError: () => setResult('error'),
    }),
  );
  return (
    // Gaps, not margins: the form's hidden parts (PageFormParts) take no room.
    <form {...form.formProps} noValidate onSubmit={submit} aria-label={l.title} className={styles.form}>
      <PageFormParts name="contact" posted={form.posted} />
      <div className={styles.names}>
        <FormField
          control={control}
          name="firstName"
          label={l.firstName}
          autoComplete="given-name"
          required
        />
        <FormField control={control} name="lastName" label={l.lastName} autoComplete="family-name" required />
      </div>
      <FormField control={control} name="email" label={l.email} type="email" autoComplete="email" required />
      <FormField
        control={control}
        name="phoneNumber"
        label={l.phoneNumber}
        type="tel"
        autoComplete="tel"
        required
      />
      <FormField control={control} name="message" label={l.message} multiline minRows={4} required />
      <SubmitButton busy={send.isPending} alignStart>
        {l.submit}
      </SubmitButton>
      <FormErrorSnackbar {...form.errorSnackbar} />
      <ResultSnackbar result={result} onClose={() => setResult(undefined)} />
    </form>
  );
}

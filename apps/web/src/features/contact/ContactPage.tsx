import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ContactInput, UI_DURATIONS } from '@shop/shared';
import { useState } from 'react';
import { PageSection } from '../../components/PageSection';
import {
  FormErrorSnackbar,
  FormTextField,
  lazyResolver,
  PageFormParts,
  SubmitButton,
  useSchemaForm,
} from '../../lib/forms';
import { usePageWords } from '../../lib/i18n';
import { useShop } from '../../lib/shop';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSendContact } from './api/sendContact';

const resolver = lazyResolver(() => import('./validation').then((module) => module.contactResolver));

const empty: ContactInput = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

/** The bottom snackbar after a submit (docs/product.md §3.8): success or failure, 6 s. */
function ResultSnackbar({ result, onClose }: { result: 'success' | 'error' | undefined; onClose(): void }) {
  const { messages } = usePageWords();
  return (
    <Snackbar
      open={result !== undefined}
      autoHideDuration={UI_DURATIONS.snackbarMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={result ?? 'success'} variant="filled" onClose={onClose}>
        {result === 'error' ? messages.contactFailure : messages.contactSuccess}
      </Alert>
    </Snackbar>
  );
}

function ContactForm() {
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
    <Stack
      component="form"
      {...form.formProps}
      noValidate
      onSubmit={submit}
      spacing={1.5}
      // Gaps, not margins: the form's hidden parts (PageFormParts) take no room.
      useFlexGap
      aria-label={l.title}
    >
      <PageFormParts name="contact" posted={form.posted} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
        <FormTextField
          control={control}
          name="firstName"
          label={l.firstName}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="lastName"
          label={l.lastName}
          autoComplete="family-name"
          required
        />
      </Stack>
      <FormTextField
        control={control}
        name="email"
        label={l.email}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={l.phoneNumber}
        type="tel"
        autoComplete="tel"
        required
      />
      <FormTextField control={control} name="message" label={l.message} multiline minRows={4} required />
      <SubmitButton busy={send.isPending} sx={{ alignSelf: 'flex-start' }}>
        {l.submit}
      </SubmitButton>
      <FormErrorSnackbar {...form.errorSnackbar} />
      <ResultSnackbar result={result} onClose={() => setResult(undefined)} />
    </Stack>
  );
}

/** /contactus: the form, a picture of the store and the map (loaded only when scrolled to). */
export default function ContactPage() {
  const { contact: l } = usePageWords();
  usePageTitle(l.title, l.intro);
  const { data: shop } = useShop();
  return (
    <PageSection>
      <Typography variant="h4" component="h1" gutterBottom>
        {l.title}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {l.intro}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactForm />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            component="img"
            src="/images/banners/art-2-800.webp"
            alt={l.storeImage}
            width={800}
            height={450}
            loading="lazy"
            sx={{
              inlineSize: '100%',
              blockSize: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 2,
              display: 'block',
            }}
          />
        </Grid>
        <Grid size={12}>
          <Box
            component="iframe"
            title={l.map}
            src={shop?.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer"
            sx={{
              inlineSize: '100%',
              blockSize: { xs: 280, md: 400 },
              border: 0,
              borderRadius: 2,
              display: 'block',
              backgroundColor: 'action.hover',
            }}
          />
        </Grid>
      </Grid>
    </PageSection>
  );
}

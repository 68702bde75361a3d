import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageFormName } from '@shop/shared';
import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react';
import { PageFormParts, type useSchemaForm } from '../../../lib/forms';

interface AccountFormProps {
  title: string;
  intro: string;
  /** h1 on a page of its own, h2 inside the login dialog. */
  headingComponent?: 'h1' | 'h2';
  /** The heading takes focus when the sign-in/sign-up switch brings this form in. */
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /**
   * On a page the server draws: the form's name and its `useSchemaForm` (decision 085). A form of a
   * signed-in page (drawn in the browser) only posts.
   */
  pageForm?: PageFormName;
  form?: Pick<ReturnType<typeof useSchemaForm>, 'formProps' | 'posted'>;
  children: ReactNode;
}

/** The frame of every account form: heading, one line of explanation, then the fields in a column. */
export function AccountForm({
  title,
  intro,
  headingComponent = 'h1',
  headingRef,
  onSubmit,
  pageForm,
  form,
  children,
}: AccountFormProps) {
  const headingId = useId();
  return (
    <Box
      component="form"
      {...(form?.formProps ?? { method: 'post' })}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        component={headingComponent}
        sx={{ outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {intro}
      </Typography>
      {pageForm && <PageFormParts name={pageForm} posted={form?.posted} />}
      {children}
    </Box>
  );
}

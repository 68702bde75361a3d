import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react';

interface AccountFormProps {
  title: string;
  intro: string;
  /** h1 on a page of its own, h2 inside the login dialog. */
  headingComponent?: 'h1' | 'h2';
  /** The heading takes focus when the sign-in/sign-up switch brings this form in. */
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of every account form: heading, one line of explanation, then the fields in a column. */
export function AccountForm({
  title,
  intro,
  headingComponent = 'h1',
  headingRef,
  onSubmit,
  children,
}: AccountFormProps) {
  const headingId = useId();
  return (
    <Box
      component="form"
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
      {children}
    </Box>
  );
}

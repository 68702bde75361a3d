import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/PageSection';

/** The page body of the single-form account screens: one centred card, full width on phones. */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <PageSection>
      <Paper
        variant="outlined"
        sx={{ maxInlineSize: 480, marginInline: 'auto', padding: { xs: 3, sm: 5 }, borderRadius: 3 }}
      >
        {children}
      </Paper>
    </PageSection>
  );
}

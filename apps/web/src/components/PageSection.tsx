import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The page body's width and spacing, shared by every screen. */
export function PageSection({ children }: { children: ReactNode }) {
  return <Container sx={{ paddingBlock: { xs: 3, md: 5 } }}>{children}</Container>;
}

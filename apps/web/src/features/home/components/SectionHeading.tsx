import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  intro: string;
  /** Controls at the end of the line (slider arrows, a link). */
  actions?: ReactNode;
}

/** A home page section's title (h2) with a short line under it. */
export function SectionHeading({ id, title, intro, actions }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        marginBlockEnd: { xs: 2, md: 3 },
      }}
    >
      <Box>
        <Typography variant="h2" id={id}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {intro}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>}
    </Box>
  );
}

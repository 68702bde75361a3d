import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A list card's heading: its title and help on the start side, its add button on the end side, the
 * button wrapping under the text when the card is narrow. `children` add lines under the help.
 */
export function SectionHeading({
  title,
  help,
  addLabel,
  onAdd,
  basis = 280,
  children,
}: {
  title: string;
  help: string;
  addLabel: string;
  onAdd(): void;
  /** The text's width before the button wraps under it. */
  basis?: number;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: `1 1 ${basis}px` }}>
        <Typography variant="overline" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
        {children}
      </Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}

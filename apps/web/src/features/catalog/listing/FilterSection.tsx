import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

export interface FilterSectionProps {
  title: string;
  children: ReactNode;
  /** Price is always open; the other sections fold (docs/product.md §3.3). */
  collapsible?: boolean;
}

const titleSx = { fontWeight: 700, fontSize: '0.9375rem', letterSpacing: '0.01em' } as const;

/** One block of the filter panel, with a heading that folds it away. */
export function FilterSection({ title, children, collapsible = true }: FilterSectionProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <Box component="section" sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', paddingBlock: 1.5 }}>
      <Typography component="h3" sx={titleSx}>
        {collapsible ? (
          <ButtonBase
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen(!open)}
            sx={{
              ...titleSx,
              inlineSize: '100%',
              justifyContent: 'space-between',
              paddingBlock: 0.75,
              borderRadius: 1,
            }}
          >
            {title}
            <ExpandMoreRoundedIcon
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </ButtonBase>
        ) : (
          <Box component="span" sx={{ display: 'block', paddingBlock: 0.75 }}>
            {title}
          </Box>
        )}
      </Typography>
      <Collapse in={open} id={contentId}>
        <Box sx={{ paddingBlockStart: 1 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}

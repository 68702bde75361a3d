import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWords } from '../../../lib/i18n';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

export interface FiltersDrawerProps extends FilterPanelProps {
  open: boolean;
  onClose(): void;
  onClear(): void;
  /** 'Show results' reads the current count, e.g. 'Show 24 results'. */
  resultLabel: string;
}

/** The filter panel on phones (below md): a drawer opened by the 'Filters' button. */
export function FiltersDrawer({ open, onClose, onClear, resultLabel, ...panel }: FiltersDrawerProps) {
  const titleId = useId();
  const { catalog } = useWords();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { inlineSize: 'min(360px, 92vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInline: 2,
          paddingBlock: 1,
          borderBlockEnd: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h5" component="h2">
          {catalog.filters}
        </Typography>
        <IconButton onClick={onClose} aria-label={catalog.closeFilters}>
          <CloseRoundedIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', paddingInline: 2 }}>
        <FilterPanel {...panel} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          padding: 2,
          borderBlockStart: '1px solid',
          borderColor: 'divider',
          backgroundColor: 'background.paper',
        }}
      >
        <Button variant="outlined" onClick={onClear}>
          {catalog.clearAll}
        </Button>
        <Button variant="contained" onClick={onClose} sx={{ flex: 1 }}>
          {resultLabel}
        </Button>
      </Box>
    </Drawer>
  );
}

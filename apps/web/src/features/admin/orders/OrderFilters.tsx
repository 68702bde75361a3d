import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  FIELD_LIMITS,
  ORDER_STATUSES,
  type OrderFilter,
  type OrderStatus,
  ordersCsvName,
  paths,
} from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminAreas } from '../delivery/api';
import { areaNameIn } from '../delivery/names';
import { useAdminWords } from '../useAdminWords';
import { downloadOrdersCsv } from './api/downloadOrdersCsv';
import { filterQuery } from './filter';

/** How long the search waits after the last key before it asks. */
const SEARCH_DELAY_MS = 350;

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange(next: OrderFilter): void;
  /** The orders ticked in the table: the print button then prints only those. */
  selected: readonly string[];
}

/**
 * The Orders tab's filter (status, delivery area, shop days, search by number, name or phone) and what
 * it feeds: the CSV of every matching order and the delivery slips of the matching (or ticked) ones.
 */
export function OrderFilters({ filter, onChange, selected }: OrderFiltersProps) {
  const { orders: labels } = useAdminWords();
  const { locale, plural, term } = useLanguage();
  const areas = useAdminAreas().data?.areas;
  const [q, setQ] = useState(filter.q ?? '');
  const act = useAdminAction();
  const [exporting, setExporting] = useState(false);

  // The search follows the typing, once it pauses; a filter changed elsewhere (a link, Back) shows its
  // text, and the box keeps what is being typed (a trailing space before the next word).
  useEffect(
    () => setQ((typed) => (typed.trim() === (filter.q ?? '') ? typed : (filter.q ?? ''))),
    [filter.q],
  );
  useEffect(() => {
    const typed = q.trim() || undefined;
    if (typed === filter.q) return;
    const timer = setTimeout(() => onChange({ ...filter, q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filter, onChange]);

  const exportCsv = async () => {
    setExporting(true);
    await act(() => downloadOrdersCsv(filter, ordersCsvName(new Date())).then(() => ({})));
    setExporting(false);
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', marginBlockEnd: 2 }}
      role="search"
      aria-label={labels.filters}
    >
      <TextField
        select
        size="small"
        label={labels.statusFilter}
        value={filter.status ?? ''}
        onChange={(event) =>
          onChange({ ...filter, status: (event.target.value as OrderStatus) || undefined })
        }
        sx={{ flex: '1 1 150px', maxInlineSize: { sm: 200 } }}
      >
        <MenuItem value="">{labels.allStatuses}</MenuItem>
        {ORDER_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {term('orderStatuses', value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={labels.areaFilter}
        // The filter's area shows once the list has it (a link may name it before it loads).
        value={areas?.some((area) => area._id === filter.area) ? filter.area : ''}
        onChange={(event) => onChange({ ...filter, area: event.target.value || undefined })}
        sx={{ flex: '1 1 150px', maxInlineSize: { sm: 220 } }}
      >
        <MenuItem value="">{labels.allAreas}</MenuItem>
        {areas?.map((area) => (
          <MenuItem key={area._id} value={area._id}>
            <bdi>{areaNameIn(area, locale)}</bdi>
          </MenuItem>
        ))}
      </TextField>
      {(['from', 'to'] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={labels[end]}
          value={filter[end] ?? ''}
          onChange={(event) => onChange({ ...filter, [end]: event.target.value || undefined })}
          // The first day is at most the last, the last at least the first.
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: end === 'from' ? { max: filter.to } : { min: filter.from },
          }}
          sx={{ flex: '1 1 150px', maxInlineSize: { sm: 180 } }}
        />
      ))}
      <TextField
        type="search"
        size="small"
        label={labels.search}
        placeholder={labels.searchHint}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.addressLineMax } }}
        sx={{ minInlineSize: 220, flex: '1 1 220px' }}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} loading={exporting}>
          {labels.exportCsv}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          component={RouterLink}
          // The ticked orders among the filter's (the server prints no other).
          to={paths.adminOrderSlips(filterQuery(filter), selected)}
        >
          {selected.length ? plural(labels.printSelected, selected.length) : labels.printSlips}
        </Button>
      </Stack>
    </Stack>
  );
}

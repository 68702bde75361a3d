import EditIcon from '@mui/icons-material/Edit';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminDeliveryArea, foldText, format, LOCALES, type Locale } from '@shop/shared';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { ListTable } from '../components/ListTable';
import { SectionHeading } from '../components/SectionHeading';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { AreaDialog } from './AreaDialog';
import { useAdminAreas, useChangeArea } from './api';
import { FreeDeliveryCard } from './FreeDeliveryCard';
import { areaNameIn } from './names';

/** Its names in the other languages, for the line under its name. */
const otherNames = (area: AdminDeliveryArea, locale: Locale) =>
  LOCALES.filter((l) => l !== locale)
    .map((l) => area.names[l])
    .filter((name): name is string => Boolean(name));

/** A column phones leave out (its value shows in another cell there). */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/** The dialog: closed, a new area, or one to edit. `key` makes a new form for each opening. */
type Editing = { key: number; area: AdminDeliveryArea | undefined } | undefined;

/**
 * The Delivery tab (issue 47): free delivery from an amount, and the areas the shop delivers to, each
 * with its fee and usual days, switched on or off in place, edited or added in a dialog, found by typing
 * part of a name in any language.
 */
export default function DeliveryTab() {
  const { delivery: l } = useAdminWords();
  const { locale, plural, price } = useLanguage();
  const { data } = useAdminAreas();
  const change = useChangeArea();
  const act = useAdminAction();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const [openings, setOpenings] = useState(0);
  const edit = (area: AdminDeliveryArea | undefined) => {
    setOpenings((n) => n + 1);
    setEditing({ key: openings + 1, area });
  };

  const typed = foldText(search.trim());
  const areas = (data?.areas ?? []).filter(
    (area) => !typed || Object.values(area.names).some((name) => name && foldText(name).includes(typed)),
  );
  const active = data?.areas.filter((area) => area.active).length ?? 0;
  const switchArea = (area: AdminDeliveryArea, on: boolean) => {
    const name = areaNameIn(area, locale);
    void act(
      () => change.mutateAsync({ id: area._id, change: { active: on } }),
      format(on ? l.switchedOn : l.switchedOff, { name }),
    );
  };
  const daysOf = (area: AdminDeliveryArea) =>
    area.days
      ? area.days.min === area.days.max
        ? `${area.days.max}`
        : `${area.days.min}–${area.days.max}`
      : l.noDays;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FreeDeliveryCard amount={data?.freeDeliveryFrom} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card variant="outlined">
          <CardContent>
            <SectionHeading
              title={l.areas}
              help={l.areasHelp}
              addLabel={l.addArea}
              onAdd={() => edit(undefined)}
              basis={240}
            >
              {data && (
                <Typography variant="body2" sx={{ fontWeight: 700, marginBlockStart: 1 }} aria-live="polite">
                  {plural(l.activeCount, active, { total: data.areas.length })}
                </Typography>
              )}
            </SectionHeading>
            <TextField
              type="search"
              size="small"
              label={l.search}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ marginBlock: 2, inlineSize: { xs: '100%', sm: 280 } }}
            />
            {/* Phones: the days under the fee, so that the switch stays in view. */}
            <ListTable
              label={l.areas}
              columns={5}
              empty={data && areas.length === 0 ? l.noAreas : undefined}
              head={
                <>
                  <TableCell>{l.area}</TableCell>
                  <TableCell align="right">{l.fee}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {l.days}
                  </TableCell>
                  <TableCell>{l.delivered}</TableCell>
                  <TableCell align="right">{l.actions}</TableCell>
                </>
              }
            >
              {areas.map((area) => {
                const name = areaNameIn(area, locale);
                return (
                  <TableRow key={area._id} hover>
                    <TableCell sx={{ minInlineSize: 130 }}>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        <bdi>{name}</bdi>
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary">
                        {otherNames(area, locale).map((other, index) => (
                          <span key={other}>
                            {index > 0 && ' · '}
                            <bdi>{other}</bdi>
                          </span>
                        ))}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {price(area.fee)}
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' } }}
                      >
                        {l.days}: <bdi dir="ltr">{daysOf(area)}</bdi>
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...wideOnly }}>
                      <bdi dir="ltr">{daysOf(area)}</bdi>
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={area.active}
                        onChange={(event) => switchArea(area, event.target.checked)}
                        slotProps={{ input: { 'aria-label': format(l.deliverTo, { name }) } }}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <IconButton onClick={() => edit(area)} aria-label={format(l.edit, { name })}>
                        <EditIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </ListTable>
          </CardContent>
        </Card>
      </Grid>
      {editing && (
        <AreaDialog key={editing.key} area={editing.area} open onClose={() => setEditing(undefined)} />
      )}
    </Grid>
  );
}

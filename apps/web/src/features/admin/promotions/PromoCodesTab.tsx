import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, type PromoCode, type PromoCodeFields } from '@shop/shared';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListTable } from '../components/ListTable';
import { SectionHeading } from '../components/SectionHeading';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useChangeCode, useDeleteCode, usePromoCodes } from './api';
import { PromoCodeDialog } from './PromoCodeDialog';
import { codeState, windowText } from './windows';

/** Columns phones leave out (their values show in the code's cell there). */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };
const tabletUp = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { xs: 'block', sm: 'none' }, marginBlockStart: 0.5 };

const STATE_COLORS = {
  running: 'success',
  scheduled: 'info',
  paused: 'default',
  ended: 'default',
  usedUp: 'warning',
} as const;

/** The code again as its form's payload, to change one field of it (pause, run again). */
const fieldsOf = (code: PromoCode): PromoCodeFields => ({
  code: code.code,
  kind: code.kind,
  value: code.value,
  minOrder: code.minOrder,
  startsAt: code.startsAt,
  endsAt: code.endsAt,
  maxUses: code.maxUses,
  maxUsesPerCustomer: code.maxUsesPerCustomer,
  active: code.active,
});

/** The dialog: closed, a new code, or one to edit. `key` makes a new form for each opening. */
type Editing = { key: number; code: PromoCode | undefined } | undefined;

/**
 * The Promo codes tab (issue 48): each code with what it takes off, when it runs, its uses (of its
 * limit) and its orders' sales, paused or run again in place, edited or added in a dialog, deleted after
 * a question.
 */
export default function PromoCodesTab() {
  const { promotions: l } = useAdminWords();
  const { price, dateTime } = useLanguage();
  const { data } = usePromoCodes();
  const change = useChangeCode();
  const remove = useDeleteCode();
  const act = useAdminAction();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<PromoCode>();
  const now = Date.now();
  const open = (code: PromoCode | undefined) => setEditing((last) => ({ key: (last?.key ?? 0) + 1, code }));

  const valueText = (code: PromoCode) =>
    code.kind === 'percent'
      ? format(l.percentOff, { value: code.value ?? 0 })
      : code.kind === 'amount'
        ? format(l.amountOff, { amount: price(code.value ?? 0) })
        : l.freeDelivery;
  const switchCode = (code: PromoCode, active: boolean) =>
    void act(
      () => change.mutateAsync({ id: code._id, code: { ...fieldsOf(code), active } }),
      format(active ? l.codeResumed : l.codePaused, { code: code.code }),
    );

  return (
    <Card variant="outlined">
      <CardContent>
        <SectionHeading
          title={l.codes}
          help={l.codesHelp}
          addLabel={l.addCode}
          onAdd={() => open(undefined)}
        />
        <ListTable
          label={l.codes}
          sx={{ marginBlockStart: 2 }}
          columns={6}
          empty={data && data.codes.length === 0 ? l.noCodes : undefined}
          head={
            <>
              <TableCell>{l.code}</TableCell>
              <TableCell sx={wideOnly}>{l.when}</TableCell>
              <TableCell align="right">{l.uses}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {l.sales}
              </TableCell>
              <TableCell sx={tabletUp}>{l.status}</TableCell>
              <TableCell align="right">{l.actions}</TableCell>
            </>
          }
        >
          {(data?.codes ?? []).map((code) => {
            const state = codeState(code, now);
            return (
              <TableRow key={code._id} hover>
                <TableCell sx={{ minInlineSize: { xs: 96, sm: 140 }, overflowWrap: 'anywhere' }}>
                  <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                    <bdi dir="ltr">{code.code}</bdi>
                  </Typography>
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {valueText(code)}
                    {code.minOrder !== null && ` · ≥ ${price(code.minOrder)}`}
                  </Typography>
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', md: 'none' } }}
                  >
                    {windowText(l, code, dateTime)}
                  </Typography>
                  <Box sx={phoneOnly}>
                    <Chip size="small" label={l[state]} color={STATE_COLORS[state]} variant="outlined" />
                  </Box>
                </TableCell>
                <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                  {windowText(l, code, dateTime)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {code.maxUses === null
                    ? code.uses
                    : format(l.usesOf, { uses: code.uses, max: code.maxUses })}
                  {code.maxUsesPerCustomer !== null && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {format(l.perCustomer, { count: code.maxUsesPerCustomer })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                  {price(code.sales)}
                </TableCell>
                <TableCell sx={tabletUp}>
                  <Chip size="small" label={l[state]} color={STATE_COLORS[state]} variant="outlined" />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Switch
                    size="small"
                    checked={code.active}
                    onChange={(event) => switchCode(code, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': format(code.active ? l.pause : l.resume, { code: code.code }),
                      },
                    }}
                  />
                  <IconButton
                    size="small"
                    onClick={() => open(code)}
                    aria-label={format(l.edit, { code: code.code })}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    size="small"
                    onClick={() => setDeleting(code)}
                    aria-label={format(l.delete, { code: code.code })}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </ListTable>
      </CardContent>
      {editing && (
        <PromoCodeDialog key={editing.key} code={editing.code} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        confirmation={
          deleting && {
            title: format(l.confirmDelete, { code: deleting.code }),
            text: l.confirmDeleteText,
            action: format(l.delete, { code: deleting.code }),
            danger: true,
          }
        }
        onConfirm={() => {
          const code = deleting;
          setDeleting(undefined);
          if (code) void act(() => remove.mutateAsync(code._id));
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
}

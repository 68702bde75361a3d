import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, type Sale } from '@shop/shared';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListTable } from '../components/ListTable';
import { SectionHeading } from '../components/SectionHeading';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useEndSale, useSales } from './api';
import { SaleDialog } from './SaleDialog';
import { saleScope, windowState, windowText } from './windows';

const STATE_COLORS = { running: 'success', scheduled: 'info', ended: 'default' } as const;

/** The window's column, which phones show under the sale's name instead. */
const tabletUp = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * The Sales tab (issue 48): each sale with its percentage, what it is on, its window and whether it
 * runs now; added in a dialog, ended (removed) after a question. Prices follow at once.
 */
export default function SalesTab() {
  const { promotions: l } = useAdminWords();
  const { dateTime, term } = useLanguage();
  const { data } = useSales();
  const end = useEndSale();
  const act = useAdminAction();
  const [adding, setAdding] = useState(0);
  const [ending, setEnding] = useState<Sale>();
  const now = Date.now();

  return (
    <Card variant="outlined">
      <CardContent>
        <SectionHeading
          title={l.salesTitle}
          help={l.salesHelp}
          addLabel={l.addSale}
          onAdd={() => setAdding((n) => n + 1)}
        />
        <ListTable
          label={l.salesTitle}
          sx={{ marginBlockStart: 2 }}
          columns={5}
          empty={data && data.sales.length === 0 ? l.noSales : undefined}
          head={
            <>
              <TableCell>{l.saleName}</TableCell>
              <TableCell align="right">{l.salePercent}</TableCell>
              <TableCell sx={tabletUp}>{l.when}</TableCell>
              <TableCell>{l.status}</TableCell>
              <TableCell align="right">{l.actions}</TableCell>
            </>
          }
        >
          {(data?.sales ?? []).map((sale) => {
            const state = windowState(sale, now);
            return (
              <TableRow key={sale._id} hover>
                <TableCell sx={{ minInlineSize: 140 }}>
                  <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                    <bdi>{sale.name}</bdi>
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {saleScope(sale, l, term)}
                  </Typography>
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {windowText(l, sale, dateTime)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi dir="ltr">−{sale.percent} %</bdi>
                </TableCell>
                <TableCell sx={{ minInlineSize: 160, ...tabletUp }}>
                  {windowText(l, sale, dateTime)}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={l[state]} color={STATE_COLORS[state]} variant="outlined" />
                </TableCell>
                <TableCell align="right">
                  {state !== 'ended' && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setEnding(sale)}
                      aria-label={format(l.endSale, { name: sale.name })}
                    >
                      {l.end}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </ListTable>
      </CardContent>
      {adding > 0 && <SaleDialog key={adding} onClose={() => setAdding(0)} />}
      <ConfirmDialog
        confirmation={
          ending && {
            title: format(l.confirmEnd, { name: ending.name }),
            text: l.confirmEndText,
            action: format(l.endSale, { name: ending.name }),
            danger: true,
          }
        }
        onConfirm={() => {
          const sale = ending;
          setEnding(undefined);
          if (sale) void act(() => end.mutateAsync(sale._id), format(l.saleEnded, { name: sale.name }));
        }}
        onClose={() => setEnding(undefined)}
      />
    </Card>
  );
}

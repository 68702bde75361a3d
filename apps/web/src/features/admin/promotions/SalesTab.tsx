import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, type Sale } from '@shop/shared';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TableScroller } from '../components/TableScroller';
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
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 280px' }}>
            <Typography variant="overline" component="h2">
              {l.salesTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {l.salesHelp}
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding((n) => n + 1)}>
            {l.addSale}
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ marginBlockStart: 2 }}>
          <TableScroller label={l.salesTitle}>
            <Table
              size="small"
              aria-label={l.salesTitle}
              sx={{ '& .MuiTableCell-root': { paddingInline: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{l.saleName}</TableCell>
                  <TableCell align="right">{l.salePercent}</TableCell>
                  <TableCell sx={tabletUp}>{l.when}</TableCell>
                  <TableCell>{l.status}</TableCell>
                  <TableCell align="right">{l.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
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
                {data && data.sales.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>{l.noSales}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableScroller>
        </Paper>
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

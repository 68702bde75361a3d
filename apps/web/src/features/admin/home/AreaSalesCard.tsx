import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AreaSales, paths } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { TableScroller } from '../components/TableScroller';
import { useAdminWords } from '../useAdminWords';

/**
 * The period's orders and sales by delivery area (issue 47), the most sales first; an area opens the
 * Orders tab filtered to it, the driver's route of the day.
 */
export function AreaSalesCard({ areas, days }: { areas: AreaSales[] | undefined; days: number }) {
  const { home: l } = useAdminWords();
  const { plural, price } = useLanguage();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h3">
          {l.byArea}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {plural(l.byAreaHelp, days)}
        </Typography>
        {!areas && <Skeleton variant="rounded" height={120} />}
        {areas?.length === 0 && <Typography>{l.noSales}</Typography>}
        {areas && areas.length > 0 && (
          <TableScroller label={l.byArea}>
            <Table size="small" aria-label={l.byArea}>
              <TableHead>
                <TableRow>
                  <TableCell>{l.area}</TableCell>
                  <TableCell align="right">{l.orders}</TableCell>
                  <TableCell align="right">{l.sales}</TableCell>
                  <TableCell align="right">{l.fees}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {areas.map((row) => (
                  <TableRow key={row.area?._id ?? ''}>
                    <TableCell>
                      {row.area ? (
                        <Link
                          component={RouterLink}
                          to={paths.adminDashboard('orders', { area: row.area._id })}
                        >
                          <bdi>{row.area.name}</bdi>
                        </Link>
                      ) : (
                        l.noArea
                      )}
                    </TableCell>
                    <TableCell align="right">{row.orders}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {price(row.totalPrice)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {price(row.deliveryPrice)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </CardContent>
    </Card>
  );
}

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
import { paths, type TopProduct } from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useAdminWords } from '../useAdminWords';

/** The period's best sellers by pieces, each opening its product form. */
export function TopProductsCard({ products, days }: { products: TopProduct[] | undefined; days: number }) {
  const { home: l } = useAdminWords();
  const { plural, price } = useLanguage();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h3">
          {l.topProducts}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {plural(l.topProductsHelp, days)}
        </Typography>
        {!products && <Skeleton variant="rounded" height={120} />}
        {products?.length === 0 && <Typography>{l.noSales}</Typography>}
        {products && products.length > 0 && (
          <Table size="small" aria-label={l.topProducts}>
            <TableHead>
              <TableRow>
                <TableCell>{l.product}</TableCell>
                <TableCell align="right">{l.pieces}</TableCell>
                <TableCell align="right">{l.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product.product}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.adminProduct(product.product)}>
                      {product.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      <bdi dir="ltr">{product.code}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{product.pieces}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {price(product.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

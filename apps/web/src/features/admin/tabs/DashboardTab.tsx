import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAdminProducts } from '../api/products';
import { useUsers } from '../api/users';
import { ShopAtAGlance } from '../home/ShopAtAGlance';
import { useAdminWords } from '../useAdminWords';
import { PriceDisplayCard } from './PriceDisplayCard';
import { RateCard } from './RateCard';

function CountCard({ title, count }: { title: string; count: number | undefined }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {title}
        </Typography>
        <Typography variant="h4" component="p">
          {count ?? '…'}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The shop at a glance (sales, orders to ship, low stock, best sellers), then the cards: product
 * and user counts, the dollar rate (with bulk repricing) and the delivery cost (docs/product.md §3.9), and
 * how prices show.
 */
export default function DashboardTab() {
  const { admin: l } = useAdminWords();
  const { data: products } = useAdminProducts({ page: 1, pageSize: 10, keyword: '' });
  const { data: users } = useUsers();
  return (
    <>
      <ShopAtAGlance />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3, lg: 2 }}>
          <CountCard title={l.productCount} count={products?.productsCount} />
        </Grid>
        <Grid size={{ xs: 6, md: 3, lg: 2 }}>
          <CountCard title={l.userCount} count={users?.length} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <RateCard name="dollarRate" title={l.dollarRate} help={l.dollarRateHelp} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 2 }}>
          <RateCard name="deliveryRate" title={l.deliveryRate} help={l.deliveryRateHelp} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <PriceDisplayCard />
        </Grid>
      </Grid>
    </>
  );
}

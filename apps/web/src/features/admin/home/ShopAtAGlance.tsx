import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type OrderStatus, paths, type SalesDay, SUMMARY_DAYS_DEFAULT, SUMMARY_PERIODS } from '@shop/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useRequestErrorToastOf } from '../../../lib/useRequestErrorToast';
import { useAdminWords } from '../useAdminWords';
import { AreaSalesCard } from './AreaSalesCard';
import { useOpenOrders, useSummary } from './api';
import { DigestButton } from './DigestButton';
import { LowStockCard } from './LowStockCard';
import { TopProductsCard } from './TopProductsCard';

const SalesChart = lazy(() => import('./SalesChart'));
const CHART_HEIGHT = 260;

interface Totals {
  orders: number;
  totalPrice: number;
  dollarTotalPrice: number;
}

/** The sales of the last `days` entries of a period. */
function totalsOf(sales: readonly SalesDay[], days: number): Totals {
  return sales.slice(-days).reduce<Totals>(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      totalPrice: sum.totalPrice + day.totalPrice,
      dollarTotalPrice: sum.dollarTotalPrice + day.dollarTotalPrice,
    }),
    { orders: 0, totalPrice: 0, dollarTotalPrice: 0 },
  );
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h3" sx={{ display: 'block', lineHeight: 1.6 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function SalesFigure({ title, totals }: { title: string; totals: Totals | undefined }) {
  const { orders } = useAdminWords();
  const { plural, price, amount } = useLanguage();
  // Dollars with the language's marks ('$1,234.50', French '$1 234,50').
  const dollars = (value: number) => `$${amount(Math.round(value * 100) / 100)}`;
  return (
    <Figure title={title}>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
      >
        {totals ? price(totals.totalPrice) : <Skeleton width="70%" />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {totals ? (
          <>
            <bdi dir="ltr">{dollars(totals.dollarTotalPrice)}</bdi>
            {` · ${plural(orders.orderCount, totals.orders)}`}
          </>
        ) : (
          <Skeleton width="50%" />
        )}
      </Typography>
    </Figure>
  );
}

/** A count of orders in a status that opens the Orders tab filtered on it. */
function StatusFigure({
  title,
  help,
  status,
  count,
}: {
  title: string;
  help: string;
  status: OrderStatus;
  count?: number;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.adminDashboard('orders', { status })}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="overline" component="h3" sx={{ display: 'block', lineHeight: 1.6 }}>
            {title}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {count ?? '…'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The top of the admin's home: what the shop sold (today, 7 and 30 days, and a chart of the chosen
 * period), the orders to ship and on their way, the options running out, the best sellers and the
 * sales by delivery area.
 */
export function ShopAtAGlance() {
  const { home: l } = useAdminWords();
  const { plural } = useLanguage();
  const [days, setDays] = useState<number>(SUMMARY_DAYS_DEFAULT);
  const month = useSummary(SUMMARY_DAYS_DEFAULT);
  const period = useSummary(days);
  useRequestErrorToastOf(month.error ?? period.error);
  const sales = month.data?.sales;
  // The same count as the header's, read again every minute.
  const { data: open } = useOpenOrders();

  return (
    <Box component="section" aria-labelledby="shop-at-a-glance" sx={{ marginBlockEnd: 3 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          marginBlockEnd: 2,
        }}
      >
        <Typography id="shop-at-a-glance" variant="h5" component="h2">
          {l.heading}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_event, value: number | null) => value && setDays(value)}
          aria-label={l.period}
        >
          {SUMMARY_PERIODS.map((option) => (
            <ToggleButton key={option} value={option}>
              {plural(l.periodDays, option)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SalesFigure title={l.salesToday} totals={sales && totalsOf(sales, 1)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <SalesFigure title={l.salesWeek} totals={sales && totalsOf(sales, 7)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <SalesFigure title={l.salesMonth} totals={sales && totalsOf(sales, SUMMARY_DAYS_DEFAULT)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Grid container spacing={2} sx={{ height: '100%' }}>
            <Grid size={{ xs: 6, md: 12 }}>
              <StatusFigure
                title={l.toShip}
                help={l.toShipHelp}
                status="Processing"
                count={open?.Processing}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 12 }}>
              <StatusFigure
                title={l.awaitingDelivery}
                help={l.awaitingDeliveryHelp}
                status="Shipped"
                count={open?.Shipped}
              />
            </Grid>
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Figure title={l.chartTitle}>
            <Box
              component="figure"
              aria-label={plural(l.chartLabel, days)}
              sx={{ blockSize: CHART_HEIGHT, margin: 0 }}
            >
              {period.data ? (
                <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                  <SalesChart sales={period.data.sales} series={l.chartSeries} />
                </Suspense>
              ) : (
                <Skeleton variant="rounded" height={CHART_HEIGHT} />
              )}
            </Box>
          </Figure>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LowStockCard summary={month.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* The period of the figures shown (the previous one until the chosen one arrives). */}
          <TopProductsCard products={period.data?.topProducts} days={period.data?.sales.length ?? days} />
        </Grid>
        <Grid size={12}>
          <AreaSalesCard areas={period.data?.byArea} days={period.data?.sales.length ?? days} />
        </Grid>
      </Grid>
      <DigestButton />
    </Box>
  );
}

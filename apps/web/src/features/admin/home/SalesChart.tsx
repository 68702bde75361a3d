import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatLbp, type SalesDay } from '@shop/shared';

/** 'Nov 28' for a shop day (YYYY-MM-DD), whatever the browser's time zone. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The daily sales of the period as bars (MUI X Charts: the admin's only chart, in its own chunk, so no
 * byte of it reaches a storefront page). The figure around it names it; the cards beside it give the
 * period's figures in words.
 */
export default function SalesChart({ sales, series }: { sales: SalesDay[]; series: string }) {
  const theme = useTheme();
  return (
    <BarChart
      height={260}
      dataset={sales}
      xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: shortDay, tickMinStep: 1 }]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => compactLbp(value) }]}
      series={[
        {
          dataKey: 'totalPrice',
          label: series,
          color: theme.palette.primary.main,
          valueFormatter: (value) => formatLbp(value ?? 0),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
    />
  );
}

/** '12.5M' for 12,500,000: an axis has little room. */
function compactLbp(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

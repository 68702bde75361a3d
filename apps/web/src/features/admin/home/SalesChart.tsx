import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { format, type Locale, type SalesDay } from '@shop/shared';
import { useMemo } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { useAdminWords } from '../useAdminWords';

/** The least room between two days named under the bars, in pixels. */
const LABEL_GAP = 12;

/** '12.5M', '12,5 M', '12.5 مليون' for 12,500,000 (Latin digits in every language): an axis has little room. */
function compactNumber(locale: Locale): (value: number) => string {
  const numbers = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (value) => numbers.format(value);
}

/**
 * The daily sales of the period as bars (MUI X Charts: the admin's only chart, in its own chunk, so no
 * byte of it reaches a storefront page). The figure around it names it; the cards beside it give the
 * period's figures in words. On a right-to-left page the days run from right to left, the amounts'
 * axis on the right.
 */
export default function SalesChart({ sales, series }: { sales: SalesDay[]; series: string }) {
  const theme = useTheme();
  const { home: l } = useAdminWords();
  const { locale, dir, date, price } = useLanguage();
  const rtl = dir === 'rtl';
  const axisNumber = useMemo(() => compactNumber(locale), [locale]);
  const months = l.months as Record<string, string>;
  // A shop day (YYYY-MM-DD) under its bar ('Nov 28', '28 nov.', '28/11'), in full in the tooltip.
  const day = (value: string, location: string) => {
    if (location === 'tooltip') return date(`${value}T12:00:00Z`);
    const [, month = '', dayOfMonth = ''] = value.split('-');
    return format(l.chartDay, { day: Number(dayOfMonth), month: months[Number(month)] ?? month });
  };
  return (
    <BarChart
      height={260}
      dataset={sales}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'date',
          valueFormatter: (value: string, context) => day(value, context.location),
          tickMinStep: 1,
          // Month names are long in Arabic and French: a clear gap between the days shown. MUI X Charts
          // 9.17 adds the gap where a reversed axis should subtract it: negated, it keeps the labels apart.
          tickLabelMinGap: rtl ? -LABEL_GAP : LABEL_GAP,
          reverse: rtl,
        },
      ]}
      yAxis={[{ width: rtl ? 76 : 64, position: rtl ? 'right' : 'left', valueFormatter: axisNumber }]}
      series={[
        {
          dataKey: 'totalPrice',
          label: series,
          color: theme.palette.primary.main,
          valueFormatter: (value) => price(value ?? 0),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
    />
  );
}

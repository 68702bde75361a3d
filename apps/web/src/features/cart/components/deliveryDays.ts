import type { DeliveryDays } from '@shop/shared';
import { useLanguage, usePageWords } from '../../../lib/i18n';

/** An area's usual days to deliver in the page's language ('1–2 days', '2 days'); undefined for none. */
export function useDaysText(): (days: DeliveryDays | null | undefined) => string | undefined {
  const { plural } = useLanguage();
  const { checkout: labels } = usePageWords();
  return (days) => {
    if (!days) return undefined;
    if (days.min === days.max) return plural(labels.days, days.max);
    return plural(labels.daysRange, days.max, { min: days.min });
  };
}

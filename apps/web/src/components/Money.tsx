import Box from '@mui/material/Box';
import { moneyParts } from '@shop/shared';
import { useLanguage } from '../lib/i18n';
import { usePriceView } from '../lib/money';

/**
 * An amount as the shop shows prices, set apart for a column of figures (a summary, an order): the
 * amount first (the dollars when the shop shows them), and when it shows both, the pounds under it,
 * smaller, so that a phone's narrow column never breaks a figure in two. `dollarRate`: an order's own
 * rate; the shop's of now by default. `sign`: '−' for a discount.
 */
export function Money({ lbp, dollarRate, sign = '' }: { lbp: number; dollarRate?: number; sign?: string }) {
  const { words } = useLanguage();
  const view = usePriceView();
  const { main, second } = moneyParts(
    lbp,
    { display: view.display, dollarRate: dollarRate ?? view.dollarRate },
    words.layout,
  );
  return (
    <>
      <bdi>{`${sign}${main}`}</bdi>
      {second !== undefined && (
        <Box
          component="span"
          sx={{ display: 'block', fontSize: '0.8125rem', fontWeight: 400, color: 'text.secondary' }}
        >
          <bdi>{`${sign}${second}`}</bdi>
        </Box>
      )}
    </>
  );
}

/**
 * The order limits (config.ts, ORDER_*) lifted, for test and bench servers whose clients place many
 * orders from one address and account; the limit tests set their own.
 */
export const NO_ORDER_LIMITS: Record<string, string> = Object.fromEntries(
  [
    'ORDER_LIMIT_ACCOUNT_10MIN',
    'ORDER_LIMIT_ACCOUNT_DAY',
    'ORDER_LIMIT_ADDRESS_10MIN',
    'ORDER_LIMIT_ADDRESS_DAY',
    'ORDER_OPEN_LIMIT_ACCOUNT',
    'ORDER_OPEN_LIMIT_PHONE',
    'ORDER_PIECES_LIMIT',
  ].map((name) => [name, '1000000']),
);

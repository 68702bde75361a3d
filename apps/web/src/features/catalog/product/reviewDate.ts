const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 3, 2026', as Intl's en-US medium date writes it, without Intl: the first `Intl.DateTimeFormat`
 * loads the locale's data in one long task while the product page's code starts (decision 045).
 */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

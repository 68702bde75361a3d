/**
 * The `redirect` query parameter if it is a path inside this site, else '/'. Rejecting '//' and
 * absolute URLs keeps the login page from becoming an open redirect.
 */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

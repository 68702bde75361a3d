/** Dates of the admin tables in the admin's own time zone and locale (the server sends UTC ISO times). */
export const localDate = (iso: string) => new Date(iso).toLocaleDateString();

export const localDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

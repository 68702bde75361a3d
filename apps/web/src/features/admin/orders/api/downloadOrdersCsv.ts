import { endpoints, type OrderFilter } from '@shop/shared';
import { api } from '../../../../lib/api';

/** The orders' CSV for a filter, as a file the browser saves. */
export async function downloadOrdersCsv(filter: OrderFilter, fileName: string) {
  const file = await api.file(endpoints.orders.csv, { query: filter });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { endpoints, type StockAlertInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

/**
 * POST /products/:id/stock-alerts: one e-mail when a sold-out size and colour is back. A signed-in
 * shopper's token goes with it (their account's address); a guest sends one.
 */
const askStockAlert = ({ productId, ...body }: StockAlertInput & { productId: string }) =>
  api.call(endpoints.stockAlerts.subscribe, { params: { id: productId }, body });

export const useAskStockAlert = () => useMutation({ mutationFn: askStockAlert });

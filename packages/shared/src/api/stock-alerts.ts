import { messageResponse } from '../schemas/accounts.js';
import { idParamsSchema } from '../schemas/common.js';
import { stockAlertSchema } from '../schemas/stock-alerts.js';
import { endpoint } from './endpoint.js';

/** Back-in-stock alerts: a shopper asks for one mail when a sold-out size and colour returns. */
export const stockAlertEndpoints = {
  /** 201 when added, 200 when that address already waits for the option; 409 while it is in stock. */
  subscribe: endpoint({
    method: 'POST',
    path: '/products/:id/stock-alerts',
    tags: ['catalog'],
    params: idParamsSchema,
    body: stockAlertSchema,
    responses: { 200: messageResponse, 201: messageResponse },
  }),
};

import { adminPageQuerySchema } from '../schemas/admin-products.js';
import { contactSchema, idParamsSchema } from '../schemas/common.js';
import {
  contactMessageResponse,
  contactMessagesResponse,
  contactResponse,
  messageHandledInputSchema,
} from '../schemas/contact.js';
import { endpoint } from './endpoint.js';

/** The contact page's form (docs/product.md §3.8) and the admin's Messages tab. */
export const contactEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/contactUs',
    tags: ['contact'],
    body: contactSchema,
    responses: { 200: contactResponse },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/admin/messages',
    tags: ['admin'],
    query: adminPageQuerySchema,
    responses: { 200: contactMessagesResponse },
  }),
  setHandled: endpoint({
    method: 'PUT',
    path: '/admin/messages/:id',
    tags: ['admin'],
    params: idParamsSchema,
    body: messageHandledInputSchema,
    responses: { 200: contactMessageResponse },
  }),
};

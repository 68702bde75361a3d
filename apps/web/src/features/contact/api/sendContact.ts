import { type ContactInput, endpoints } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /contactUs (docs/product.md §13): success is true, failure is false. */
export const useSendContact = () =>
  useMutation({
    mutationFn: (input: ContactInput) => api.call(endpoints.contact.send, { body: input }),
  });

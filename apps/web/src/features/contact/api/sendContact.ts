import { type ContactInput, endpoints } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /contactUs (spec §7 Contact): success is true, failure is false. */
export const useSendContact = () =>
  useMutation({
    mutationFn: (input: ContactInput) => api.call(endpoints.contact.send, { body: input }),
  });

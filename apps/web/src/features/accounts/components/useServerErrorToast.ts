import { useToast } from '../../../lib/toast';

/** A refused request shows the server's message as an error toast (spec §8 Request failures). */
export function useServerErrorToast() {
  const toast = useToast();
  return (error: Error) => toast.error(error.message);
}

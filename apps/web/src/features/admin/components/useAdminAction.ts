import { useToast } from '../../../lib/toast';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';

/**
 * Runs an admin mutation and tells the outcome: the server's success message (or `fallback`) as a
 * success toast, the failed request's message as an error toast.
 */
export function useAdminAction() {
  const toast = useToast();
  const showError = useRequestErrorToast();
  return async <T extends { message?: string }>(run: () => Promise<T>, fallback?: string) => {
    try {
      const result = await run();
      const message = result.message ?? fallback;
      if (message) toast.success(message);
      return result;
    } catch (error) {
      showError(error instanceof Error ? error : new Error(String(error)));
      return undefined;
    }
  };
}

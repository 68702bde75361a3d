import { useToast } from '../../../lib/toast';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';

/**
 * Runs an admin mutation and tells the outcome: the server's success message (or `fallback`) as a
 * success toast, the failed request's message as an error toast.
 */
export function useAdminAction() {
  const toast = useToast();
  const showError = useRequestErrorToast();
  return async <T extends object>(run: () => Promise<T>, fallback?: string) => {
    try {
      const result = await run();
      // Not every answer has a message (adding a sub-category answers the category tree).
      const said = 'message' in result && typeof result.message === 'string' ? result.message : undefined;
      const message = said ?? fallback;
      if (message) toast.success(message);
      return result;
    } catch (error) {
      showError(error instanceof Error ? error : new Error(String(error)));
      return undefined;
    }
  };
}

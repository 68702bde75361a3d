import { useCallback, useEffect } from 'react';
import { useToast } from './toast';

/**
 * A refused or failed request shows the server's message as an error toast (docs/product.md §15).
 * The one place that turns a request error into a notification: mutations pass the returned function
 * as `onError`; queries use `useRequestErrorToastOf`.
 */
export function useRequestErrorToast(): (error: Error) => void {
  const toast = useToast();
  return useCallback((error: Error) => toast.error(error.message), [toast]);
}

/** A query's error, shown once as an error toast when it appears (docs/product.md §15). */
export function useRequestErrorToastOf(error: Error | null): void {
  const showError = useRequestErrorToast();
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
}

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { Toast } from './ToastSnackbar';

// The snackbar's code is fetched with the first toast; most visits never show one.
const ToastSnackbar = lazy(() => import('./ToastSnackbar'));

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

/**
 * Notifications, one at a time (bottom centre, scale transition, spec §9). Toasts wait in a queue and
 * each is dropped once shown, so an error is never shown twice.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);

  const push = useCallback((severity: Toast['severity'], message: string) => {
    const id = nextId++;
    setQueue((items) => [...items, { id, message, severity }]);
  }, []);
  const toastApi = useMemo<ToastApi>(
    () => ({ success: (message) => push('success', message), error: (message) => push('error', message) }),
    [push],
  );
  const current = queue[0];

  return (
    <ToastContext.Provider value={toastApi}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastSnackbar
            key={current.id}
            toast={current}
            onDone={() => setQueue((items) => items.slice(1))}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toastApi = useContext(ToastContext);
  if (!toastApi) throw new Error('useToast must be used inside <ToastProvider>');
  return toastApi;
}

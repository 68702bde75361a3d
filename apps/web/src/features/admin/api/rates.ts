import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type RateName = 'dollarRate' | 'deliveryRate';
interface RateResponse {
  message?: string;
  dr: { value: number }[];
}

const rateKey = (name: RateName) => ['rate', name] as const;

/** GET /admin/dollarRate or /admin/deliveryRate: the first entry's value (spec §3). */
export const useRate = (name: RateName) =>
  useQuery({
    queryKey: rateKey(name),
    queryFn: ({ signal }) => api.get<RateResponse>(`/admin/${name}`, { signal }),
    select: (data) => data.dr[0]?.value ?? 0,
  });

/** POST the rate; an empty value is ignored by the server (spec §5). */
export function useSetRate(name: RateName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => api.post<RateResponse>(`/admin/${name}`, { value }),
    onSuccess: (data) => queryClient.setQueryData(rateKey(name), data),
  });
}

/** POST /admin/updateAllPrices: the new rate and every price recomputed; every cached price is stale. */
export function useRepriceAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      api.post<RateResponse & { message: string; products: number; options: number }>(
        '/admin/updateAllPrices',
        {
          value,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { NEW_ARRIVALS_COUNT } from '@shop/shared';
import { useRequestErrorToastOf } from '../../lib/useRequestErrorToast';
import { useHomePageProducts } from './api/getHomePageProducts';
import NewArrivalsSlider from './components/NewArrivals';
import { NewArrivalsSkeleton } from './components/NewArrivalsSkeleton';

/**
 * New Arrivals (docs/product.md §3.2): the newest products in a slider, an island of the home page (decision 098).
 * A skeleton of the same size holds their place while they load.
 */
export default function NewArrivals({ titleId }: { titleId: string }) {
  const { data, error } = useHomePageProducts();
  useRequestErrorToastOf(error);
  if (error) return null;
  if (!data) return <NewArrivalsSkeleton />;
  return <NewArrivalsSlider products={data.slice(0, NEW_ARRIVALS_COUNT)} labelledBy={titleId} />;
}

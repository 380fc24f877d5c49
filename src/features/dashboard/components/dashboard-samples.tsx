import { RemoveSamplesNotice } from '@/components/samples/remove-samples-notice';
import type { Restaurant } from '@/domain/restaurant';
import { showsSamples } from '@/domain/samples';
import { useRemoveSamples } from '@/data/samples';

/** The dashboard's 'Remove sample data' while the restaurant still shows the samples. */
export function DashboardSamples({ restaurant }: { restaurant: Restaurant }) {
  const remove = useRemoveSamples(restaurant.restaurantid);
  if (!showsSamples(restaurant)) return null;
  return <RemoveSamplesNotice pending={remove.isPending} onRemove={() => remove.mutate()} />;
}

import { RemoveSamplesNotice } from '@/components/samples/remove-samples-notice';
import { isSample } from '@/domain/samples';
import type { StaffMember } from '@/domain/staff';
import { useRemoveSamples } from '@/data/samples';

/**
 * The staff page's 'Remove sample data', shown while the list holds sample people: the samples
 * come and go together (ADR 0026), so these stand for all of them.
 */
export function StaffSamples({
  restaurantId,
  staff,
}: {
  restaurantId: string;
  staff: StaffMember[];
}) {
  const remove = useRemoveSamples(restaurantId);
  if (!staff.some(isSample)) return null;
  return <RemoveSamplesNotice pending={remove.isPending} onRemove={() => remove.mutate()} />;
}

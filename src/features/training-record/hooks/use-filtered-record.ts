import { useMemo } from 'react';
import { useTrainingRecord } from '@/data/training-record';
import { filterEvents } from '@/domain/training-record-views';
import { periodQuery, type RecordFilter } from './use-record-filter';

/**
 * The period's events from the backend (`all`, which the filters' choices come from) and those
 * the role, person and allergen filters leave (`events`, which every view and export shows).
 */
export function useFilteredRecord(restaurantId: string, filter: RecordFilter) {
  const { from, to } = filter;
  const period = useMemo(() => periodQuery({ from, to }), [from, to]);
  const query = useTrainingRecord(restaurantId, period);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const events = useMemo(
    () =>
      filterEvents(all, {
        role: filter.role || undefined,
        personKey: filter.person || undefined,
        allergen: filter.allergen || undefined,
      }),
    [all, filter.role, filter.person, filter.allergen],
  );
  return { query, all, events };
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { TrainingEventFilter } from '@/domain/training-event';

export const trainingRecordKeys = {
  all: ['training-record'] as const,
  list: (restaurantId: string, filter: TrainingEventFilter) =>
    ['training-record', restaurantId, filter] as const,
};

/**
 * The restaurant's training record for a period (issue 46), oldest first. Read again whenever the
 * page is shown: every send, opening and acknowledgement adds to it, and nothing here writes.
 */
export const trainingRecordQuery = (restaurantId: string, filter: TrainingEventFilter) =>
  queryOptions({
    queryKey: trainingRecordKeys.list(restaurantId, filter),
    queryFn: async () => (await getBackend()).trainingRecord.list(restaurantId, filter),
  });

export function useTrainingRecord(restaurantId: string, filter: TrainingEventFilter) {
  // A new period keeps the old one on screen until it arrives, rather than a blank page.
  return useQuery({
    ...trainingRecordQuery(restaurantId, filter),
    placeholderData: keepPreviousData,
  });
}

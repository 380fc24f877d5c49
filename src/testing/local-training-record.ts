import { localKeys } from '@/backend/local/keys';
import { writeRow } from '@/backend/local/row-keys';
import type { TrainingEvent } from '@/domain/training-event';

/**
 * Stores a record in local mode's storage as its own actions write it (one row key per event),
 * for screens tested on a record no test would take minutes of sends and quizzes to build.
 */
export function storeLocalRecord(restaurantId: string, events: readonly TrainingEvent[]): void {
  for (const e of events)
    writeRow(localKeys.trainingEvents(restaurantId), e.id, { ...e, restaurantId });
}

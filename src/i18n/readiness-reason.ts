import { t } from '@lingui/core/macro';
import type { ReadinessReason } from '@/domain/readiness';

/** Why someone is not ready, on the dashboard and in the training record (issue 46). */
export const REASON_LABEL: Record<ReadinessReason, string> = {
  get not_opened() {
    return t`Not opened`;
  },
  get opened_no_quiz_passed() {
    return t`Opened, no quiz passed`;
  },
  get quiz_failed_three_times() {
    return t`Quiz failed 3 times`;
  },
  get not_acknowledged() {
    return t`Not acknowledged`;
  },
};

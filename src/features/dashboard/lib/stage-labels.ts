import { t } from '@lingui/core/macro';
import type { RecipientStage } from '@/domain/readiness';

/** Read in the language shown at the moment a label is looked up (getters, not frozen strings). */
export const STAGE_LABEL: Record<RecipientStage, string> = {
  get not_opened() {
    return t`Not opened`;
  },
  get opened() {
    return t`Opened`;
  },
  get quiz_passed() {
    return t`Quiz passed`;
  },
  get acknowledged() {
    return t`Acknowledged`;
  },
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TrainingType } from '@/domain/training';

/**
 * What staff read on screen (in the language shown: render with `t(...)` or `i18n._(...)`); the
 * stored values stay the spec's snake_case types.
 */
export const TRAINING_TYPE_LABELS: Record<TrainingType, MessageDescriptor> = {
  wine_pairings: msg`Wine pairings`,
  ingredient_knowledge: msg`Ingredient knowledge`,
  service_scripts: msg`Service scripts`,
  upselling_techniques: msg`Upselling techniques`,
  seasonal_specials: msg`Seasonal specials`,
  dietary_restrictions: msg`Dietary restrictions`,
};

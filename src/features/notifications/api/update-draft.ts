import type { Regime } from '@/domain/allergens';
import { buildChangeQuiz, type ChangeQuizQuestion } from '@/domain/change-quiz';
import { requiresQuiz, type ItemChange } from '@/domain/change-set';
import type { UnannouncedChanges } from '@/domain/menu-version-rules';
import { changeSetForSend, quizPools } from '@/domain/update-contents';

export type UpdateDraft = {
  changeSet: ItemChange[];
  quiz: ChangeQuizQuestion[];
  /** An allergen fact changed (or a new dish carries one): the update must be required. */
  safety: boolean;
};

/**
 * What an update sending `sentIds` of the unannounced changes will carry: the change set and a
 * quiz on it, built offline from the diff so every answer is true by construction. The seed
 * keeps the quiz the same while the manager looks at it.
 */
export function draftUpdate(
  unannounced: Pick<UnannouncedChanges, 'sources'>,
  sentIds: ReadonlySet<string>,
  regime: Regime,
  seed: number,
): UpdateDraft {
  const changeSet = changeSetForSend(unannounced, sentIds, regime);
  const { menu, previous } = quizPools(unannounced);
  return {
    changeSet,
    quiz: buildChangeQuiz(changeSet, menu, previous, seed),
    safety: requiresQuiz(changeSet),
  };
}

/**
 * The quiz the manager approved, kept only for items still in the change set read at send time
 * (another device may have saved since the screen was drawn).
 */
export const quizStillTrue = (quiz: ChangeQuizQuestion[], changeSet: ItemChange[]) =>
  quiz.filter((q) => changeSet.some((c) => c.itemId === q.itemId && c.kind === q.kind));

import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { OpenChangeQuestion, StaffMembership, StaffUpdate } from '@/backend/port';
import { regimeOrLocale } from '@/domain/allergens';
import { servedQuizIn } from '../lib/served-quiz-in';

/**
 * An update's quiz in the language shown: generated questions in the generator's words for that
 * language, allergens named by the glossary of the restaurant's regime; the manager's own
 * questions as written. Grading is untouched: the options keep their ids.
 */
export function useUpdateQuizIn(
  update: StaffUpdate,
  membership: StaffMembership,
): OpenChangeQuestion[] {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  const regime = regimeOrLocale(membership.allergenRegime);
  const { quiz, changeSet } = update;
  return useMemo(
    () => servedQuizIn(locale, quiz, changeSet, regime),
    [locale, quiz, changeSet, regime],
  );
}

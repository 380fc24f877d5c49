import { t } from '@lingui/core/macro';
import { toast } from 'sonner';
import { RecordConflictError } from '@/backend/port';
import { useCollectionAction, type CollectionAction } from '@/data/collection';
import { specialSchema, type Special, type SpecialFormValues } from '@/domain/special';
import { newSpecialId } from '@/domain/special-rules';
import { addedDescription, describeRange } from '../lib/special-labels';

type Feedback = { done: (special: Special) => void; failed: (error: Error) => void };

/** One action on the specials; failures keep the user's input on screen. */
function useSpecialAction<V>(
  restaurantId: string,
  act: CollectionAction<'specials', V, Special>,
  feedback: Feedback,
) {
  return useCollectionAction('specials', restaurantId, act, {
    onSuccess: feedback.done,
    onError: feedback.failed,
  });
}

const toSpecial = (id: string, values: SpecialFormValues, version?: number): Special =>
  specialSchema.parse({ id, ...values, version });

const removedText = (name: string) => t`${name} was removed`;

const saveFailed = (error: Error) => {
  // Saved elsewhere since the dialog opened: the dialog shows theirs beside what was typed.
  if (error instanceof RecordConflictError) return;
  console.error('[specials] save failed', error);
  toast.error(t`Special not saved`, {
    description: t`There was a problem saving your special. Please try again.`,
  });
};

/** Appends a special with id special-{timestamp}; toasts 'Special added' with its dates. */
export function useAddSpecial(restaurantId: string) {
  return useSpecialAction(
    restaurantId,
    async (rows, values: SpecialFormValues) => {
      const [special] = await rows.add(restaurantId, [
        toSpecial(newSpecialId(await rows.list(restaurantId)), values),
      ]);
      return special!;
    },
    {
      done: (special) =>
        toast.success(t`Special added`, { description: addedDescription(special) }),
      failed: saveFailed,
    },
  );
}

/**
 * Writes the dialog's fields over the special with the same id, from the version the dialog was
 * opened on (refused with RecordConflictError when it was saved elsewhere since, ADR 0056);
 * toasts 'Special updated'.
 */
export function useUpdateSpecial(restaurantId: string) {
  return useSpecialAction(
    restaurantId,
    (rows, { id, values, version }: { id: string; values: SpecialFormValues; version?: number }) =>
      rows.update(restaurantId, toSpecial(id, values, version)),
    {
      done: (special) =>
        toast.success(t`Special updated`, {
          description: `${special.name}: ${describeRange(special)}`,
        }),
      failed: saveFailed,
    },
  );
}

/** Removes a special by id (after the page has asked for confirmation). */
export function useDeleteSpecial(restaurantId: string) {
  return useSpecialAction(
    restaurantId,
    async (rows, special: Special) => {
      await rows.remove(restaurantId, special.id);
      return special;
    },
    {
      done: (special) =>
        toast.success(t`Special deleted`, { description: removedText(special.name) }),
      failed: (error) => {
        console.error('[specials] delete failed', error);
        toast.error(t`Special not deleted`, {
          description: t`There was a problem deleting your special. Please try again.`,
        });
      },
    },
  );
}

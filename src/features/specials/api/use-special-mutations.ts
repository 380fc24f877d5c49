import { toast } from 'sonner';
import { useCollectionChange } from '@/data/collection';
import { specialSchema, type Special, type SpecialFormValues } from '@/domain/special';
import { addedDescription, describeRange, newSpecialId } from '@/domain/special-rules';

type Change<V> = (list: Special[], variables: V) => { list: Special[]; special: Special };
type Feedback = { done: (special: Special) => void; failed: (error: Error) => void };

/** A change to the specials list; failures keep the user's input on screen. */
function useChangeSpecials<V>(restaurantId: string, change: Change<V>, feedback: Feedback) {
  return useCollectionChange(
    'specials',
    restaurantId,
    (list, variables: V) => {
      const next = change(list, variables);
      return { list: next.list, result: next.special };
    },
    { onSuccess: feedback.done, onError: feedback.failed },
  );
}

const toSpecial = (id: string, values: SpecialFormValues): Special =>
  specialSchema.parse({ id, ...values });

const saveFailed = (error: Error) => {
  console.error('[specials] save failed', error);
  toast.error('Special not saved', {
    description: 'There was a problem saving your special. Please try again.',
  });
};

/** Appends a special with id special-{timestamp}; toasts 'Special added' with its dates. */
export function useAddSpecial(restaurantId: string) {
  return useChangeSpecials(
    restaurantId,
    (list, values: SpecialFormValues) => {
      const special = toSpecial(newSpecialId(list), values);
      return { list: [...list, special], special };
    },
    {
      done: (special) => toast.success('Special added', { description: addedDescription(special) }),
      failed: saveFailed,
    },
  );
}

/** Replaces the special with the same id; toasts 'Special updated'. */
export function useUpdateSpecial(restaurantId: string) {
  return useChangeSpecials(
    restaurantId,
    (list, { id, values }: { id: string; values: SpecialFormValues }) => {
      if (!list.some((s) => s.id === id)) throw new Error(`Special ${id} no longer exists`);
      const special = toSpecial(id, values);
      return { list: list.map((s) => (s.id === id ? special : s)), special };
    },
    {
      done: (special) =>
        toast.success('Special updated', {
          description: `${special.name}: ${describeRange(special)}`,
        }),
      failed: saveFailed,
    },
  );
}

/** Removes a special by id (after the page has asked for confirmation). */
export function useDeleteSpecial(restaurantId: string) {
  return useChangeSpecials(
    restaurantId,
    (list, special: Special) => ({ list: list.filter((s) => s.id !== special.id), special }),
    {
      done: (special) =>
        toast.success('Special deleted', { description: `${special.name} was removed` }),
      failed: (error) => {
        console.error('[specials] delete failed', error);
        toast.error('Special not deleted', {
          description: 'There was a problem deleting your special. Please try again.',
        });
      },
    },
  );
}

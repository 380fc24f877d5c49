import type { ItemChange } from '@/domain/change-set';
import { countAllergenChanges, type TrainingEvent } from '@/domain/training-event';

/** `minute` minutes past ten on 1 December 2026, UTC. */
export const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();

/** Ben cooks; everyone else serves. */
const ROLES: Record<string, string> = { ben: 'Cook' };

/** A person of the record: name capitalised from the key, role by ROLES unless told. */
export const person = (id: string, role = ROLES[id] ?? 'Server') => ({
  name: id[0]!.toUpperCase() + id.slice(1),
  email: `${id}@example.test`,
  role,
});

export const change = (over: Partial<ItemChange>): ItemChange => ({
  menuId: 'm1',
  itemId: 'i1',
  name: 'Salmon',
  category: 'Mains',
  kind: 'price',
  before: '$20',
  after: '$22',
  description: '',
  allergens: [],
  ...over,
});

/** Salmon now contains sesame. */
export const sesameChange = change({
  kind: 'allergen',
  before: '',
  after: '',
  allergens: [{ allergen: 'sesame', from: 'free', to: 'contains', text: 'now contains sesame' }],
});

/** A new dish carrying milk. */
export const milkDish = change({
  itemId: 'i2',
  name: 'Panna cotta',
  category: 'Desserts',
  kind: 'new',
  before: '',
  after: '$9',
  allergens: [{ allergen: 'milk', from: 'not_confirmed', to: 'contains', text: 'contains milk' }],
});

/** Builds events with ids in the order they are built. */
export function eventMaker() {
  let seq = 0;
  function event(
    staffId: string | null,
    minute: number,
    rest: Record<string, unknown>,
    who = person(staffId ?? 'guest'),
  ): TrainingEvent {
    return {
      id: `e${String(++seq).padStart(3, '0')}`,
      restaurantId: 'r1',
      staffId,
      person: who,
      notificationId: 'n1',
      menuVersions: [{ menuId: 'm1', fromVersion: 3, toVersion: 5 }],
      occurredAt: at(minute),
      ...rest,
    } as TrainingEvent;
  }
  const sent = (
    staffId: string,
    minute: number,
    notificationId: string,
    message: string,
    changeSet: ItemChange[],
    who = person(staffId),
  ) =>
    event(
      staffId,
      minute,
      {
        type: 'sent',
        notificationId,
        detail: {
          message,
          updateType: 'menu_update',
          required: true,
          changeSet,
          allergenChanges: countAllergenChanges(changeSet),
          quizQuestions: 4,
        },
      },
      who,
    );
  const step = (
    staffId: string,
    minute: number,
    notificationId: string,
    type: 'opened' | 'acknowledged' | 'reminder_sent',
  ) => event(staffId, minute, { type, notificationId });
  const attempt = (
    staffId: string,
    minute: number,
    notificationId: string,
    n: number,
    score: number,
  ) =>
    event(staffId, minute, {
      type: 'quiz_attempt',
      notificationId,
      detail: { score, total: 4, passed: score >= 3, attempt: n },
    });
  const removed = (staffId: string, minute: number, who = person(staffId)) =>
    event(staffId, minute, { type: 'removed', notificationId: null, menuVersions: [] }, who);
  return { event, sent, step, attempt, removed };
}

/**
 * The record in time order (events that share a time in the order written). Two updates.
 * n1 (10:00, "Sesame in the salmon"): a sesame change and a price change, sent to ana, ben (a
 * Cook) and cy; ana opens, fails once, passes and acknowledges; ben opens only; cy is
 * reminded, then removed from the team at 10:40. n2 (10:50, "New dessert"): a new dish with milk,
 * sent to ana and ben; ben acknowledges.
 */
export function sampleRecord(): TrainingEvent[] {
  const { sent, step, attempt, removed } = eventMaker();
  const n1 = [sesameChange, change({})];
  return [
    sent('ana', 0, 'n1', 'Sesame in the salmon', n1),
    sent('ben', 0, 'n1', 'Sesame in the salmon', n1),
    sent('cy', 0, 'n1', 'Sesame in the salmon', n1),
    step('ana', 2, 'n1', 'opened'),
    attempt('ana', 3, 'n1', 1, 2),
    attempt('ana', 5, 'n1', 2, 4),
    step('ana', 6, 'n1', 'acknowledged'),
    step('ben', 8, 'n1', 'opened'),
    step('cy', 30, 'n1', 'reminder_sent'),
    removed('cy', 40),
    sent('ana', 50, 'n2', 'New dessert', [milkDish]),
    sent('ben', 50, 'n2', 'New dessert', [milkDish]),
    step('ben', 55, 'n2', 'opened'),
    step('ben', 56, 'n2', 'acknowledged'),
  ];
}

import { describe, expect, it } from 'vitest';
import type { ItemChange } from './change-set';
import {
  countAllergenChanges,
  isAllergenChange,
  matchesFilter,
  trainingEventSchema,
  type TrainingEvent,
} from './training-event';

const PERSON = { name: 'Tia Bartender', email: 'tia@example.test', role: 'Bartender' };

const change = (patch: Partial<ItemChange>): ItemChange => ({
  menuId: '1',
  itemId: 'burrata',
  name: 'Burrata',
  category: 'To Share',
  kind: 'price',
  before: '$13.99',
  after: '$14.99',
  description: '',
  allergens: [],
  ...patch,
});

const SESAME = {
  allergen: 'sesame',
  from: 'not_confirmed',
  to: 'contains',
  text: 'Sesame',
} as const;

const opened = (patch: Partial<TrainingEvent> = {}): TrainingEvent =>
  ({
    id: '1',
    restaurantId: '7',
    staffId: 's1',
    person: PERSON,
    notificationId: 'n1',
    menuVersions: [],
    occurredAt: '2026-12-01T10:00:00.000Z',
    type: 'opened',
    ...patch,
  }) as TrainingEvent;

describe('trainingEventSchema', () => {
  it('reads a sent event with its exact change set', () => {
    const event = trainingEventSchema.parse({
      ...opened(),
      type: 'sent',
      menuVersions: [{ menuId: '1', fromVersion: 0, toVersion: 1 }],
      detail: {
        message: 'Sesame in the fish',
        updateType: 'menu_update',
        required: true,
        changeSet: [change({ kind: 'allergen', allergens: [SESAME] })],
        allergenChanges: 1,
        quizQuestions: 2,
      },
    });
    expect(event.type === 'sent' && event.detail.changeSet[0]?.allergens).toEqual([SESAME]);
  });

  it('keeps a removed person: no staff id needed, the snapshot is what counts', () => {
    expect(trainingEventSchema.parse(opened({ staffId: null })).person).toEqual(PERSON);
  });

  it('refuses an unknown type and a quiz attempt without its grade', () => {
    expect(trainingEventSchema.safeParse({ ...opened(), type: 'deleted' }).success).toBe(false);
    expect(trainingEventSchema.safeParse({ ...opened(), type: 'quiz_attempt' }).success).toBe(
      false,
    );
  });

  it('reads a failed delivery with its reason', () => {
    const event = trainingEventSchema.parse({
      ...opened(),
      type: 'delivery_failed',
      detail: {
        channel: 'email',
        purpose: 'reminder',
        attempts: 2,
        reason: 'SMTP_HOST is not set',
      },
    });
    expect(event).toMatchObject({ detail: { reason: 'SMTP_HOST is not set' } });
  });
});

describe('matchesFilter', () => {
  const event = opened();

  it('matches everything with no filter', () => {
    expect(matchesFilter(event, {})).toBe(true);
  });

  it('narrows by person, update and type', () => {
    expect(matchesFilter(event, { staffId: 's1', notificationId: 'n1' })).toBe(true);
    expect(matchesFilter(event, { staffId: 's2' })).toBe(false);
    expect(matchesFilter(event, { notificationId: 'n2' })).toBe(false);
    expect(matchesFilter(event, { types: ['sent', 'opened'] })).toBe(true);
    expect(matchesFilter(event, { types: ['acknowledged'] })).toBe(false);
  });

  it('takes `from` inclusive and `to` exclusive', () => {
    const at = event.occurredAt;
    expect(matchesFilter(event, { from: at })).toBe(true);
    expect(matchesFilter(event, { to: at })).toBe(false);
    expect(matchesFilter(event, { from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z' })).toBe(
      true,
    );
  });
});

describe('isAllergenChange', () => {
  it('counts allergen changes and new dishes that contain allergens, nothing else', () => {
    const changes = [
      change({ kind: 'allergen', allergens: [SESAME] }),
      change({ kind: 'new', allergens: [SESAME] }),
      change({ kind: 'new' }),
      change({ kind: 'price' }),
    ];
    expect(changes.map(isAllergenChange)).toEqual([true, true, false, false]);
    expect(countAllergenChanges(changes)).toBe(2);
  });
});

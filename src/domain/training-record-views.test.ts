import { describe, expect, it } from 'vitest';
import {
  at,
  change,
  eventMaker,
  milkDish,
  person,
  sampleRecord,
  sesameChange,
} from '@/testing/training-events';
import {
  allergenChangeAcks,
  allergensInRecord,
  filterEvents,
  personKey,
  personSummaries,
  personTimeline,
  rolesInRecord,
} from './training-record-views';

// Newest first: every view reads the events in time order whatever order they come in (events
// that share a time keep their order, as a stable sort does).
const events = sampleRecord().sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('allergenChangeAcks', () => {
  const acks = allergenChangeAcks(events);

  it('lists each allergen change of each update, newest first, price changes left out', () => {
    expect(acks.map((a) => [a.notificationId, a.change.name, a.message, a.sentAt])).toEqual([
      ['n2', 'Panna cotta', 'New dessert', at(50)],
      ['n1', 'Salmon', 'Sesame in the salmon', at(0)],
    ]);
    expect(acks[1]!.change).toEqual(sesameChange);
  });

  it('names everyone sent the update, one removed since included, and who acknowledged', () => {
    expect(acks[1]!.people).toEqual([
      { key: 'ana', staffId: 'ana', person: person('ana'), acknowledgedAt: at(6), passedAt: at(5) },
      { key: 'ben', staffId: 'ben', person: person('ben'), acknowledgedAt: null, passedAt: null },
      { key: 'cy', staffId: 'cy', person: person('cy'), acknowledgedAt: null, passedAt: null },
    ]);
    expect(acks[0]!.people.map((p) => [p.key, p.acknowledgedAt])).toEqual([
      ['ana', null],
      ['ben', at(56)],
    ]);
  });

  it('takes the change set from the first sent event of an update', () => {
    const { sent } = eventMaker();
    const later = sent('dee', 70, 'n1', 'Sesame in the salmon', [milkDish]);
    const n1 = allergenChangeAcks([later, ...events]).filter((a) => a.notificationId === 'n1');
    expect(n1.map((a) => a.change.name)).toEqual(['Salmon']);
    expect(n1[0]!.people.map((p) => p.key)).toEqual(['ana', 'ben', 'cy', 'dee']);
  });
});

describe('personSummaries', () => {
  const summaries = personSummaries(events);

  it('counts, per person sorted by name, the updates sent, opened, passed, acknowledged', () => {
    expect(
      summaries.map((s) => [
        s.person.name,
        s.updatesSent,
        s.opened,
        s.passed,
        s.acknowledged,
        s.outstanding,
      ]),
    ).toEqual([
      ['Ana', 2, 1, 1, 1, 1],
      ['Ben', 2, 2, 0, 1, 1],
      ['Cy', 1, 0, 0, 0, 1],
    ]);
  });

  it('says when a person was removed, and their own last step (not a send or a reminder)', () => {
    expect(summaries.map((s) => [s.key, s.removedAt, s.lastActivityAt])).toEqual([
      ['ana', null, at(6)],
      ['ben', null, at(56)],
      ['cy', at(40), null],
    ]);
  });

  it('keeps the last name known when a later event names nobody, and sorts by the locale', () => {
    const { sent, removed } = eventMaker();
    const list = personSummaries([
      sent('zoe', 0, 'n9', 'x', [], person('zoe')),
      removed('zoe', 5, { name: '', email: '', role: '' }),
      sent('eli', 0, 'n9', 'x', [], { ...person('eli'), name: 'Élise' }),
      sent('fay', 0, 'n9', 'x', [], person('fay')),
    ]);
    expect(list.map((s) => s.person.name)).toEqual(['Élise', 'Fay', 'Zoe']);
    expect(list[2]!.removedAt).toBe(at(5));
  });
});

describe('personTimeline and personKey', () => {
  it('gives one person’s events in time order', () => {
    const timeline = personTimeline(events, 'ana');
    expect(timeline.map((e) => [e.type, e.notificationId])).toEqual([
      ['sent', 'n1'],
      ['opened', 'n1'],
      ['quiz_attempt', 'n1'],
      ['quiz_attempt', 'n1'],
      ['acknowledged', 'n1'],
      ['sent', 'n2'],
    ]);
  });

  it('keeps the order of events that share a time (a stable sort)', () => {
    const { event } = eventMaker();
    const same = [
      event('ana', 1, { type: 'opened' }),
      event('ana', 1, { type: 'acknowledged' }),
      event('ana', 0, { type: 'reminder_sent' }),
    ];
    expect(personTimeline(same, 'ana').map((e) => e.type)).toEqual([
      'reminder_sent',
      'opened',
      'acknowledged',
    ]);
  });

  it('keys an event that names no entry by its e-mail, in any case', () => {
    const { event } = eventMaker();
    const e = event(null, 0, { type: 'opened' }, { name: 'Guest', email: 'G@X.test', role: '' });
    expect(personKey(e)).toBe('email:g@x.test');
    expect(personKey(events[0]!)).toBe('ben');
  });
});

describe('filterEvents', () => {
  it('keeps a period, from included and to excluded, in time order', () => {
    const kept = filterEvents(events, { from: at(6), to: at(40) });
    expect(kept.map((e) => [e.type, personKey(e)])).toEqual([
      ['acknowledged', 'ana'],
      ['opened', 'ben'],
      ['reminder_sent', 'cy'],
    ]);
  });

  it('keeps a role in any case, and a person', () => {
    const cooks = filterEvents(events, { role: ' cook' });
    expect(new Set(cooks.map(personKey))).toEqual(new Set(['ben']));
    expect(cooks).toHaveLength(5);
    const cy = filterEvents(events, { personKey: 'cy' });
    expect(cy.map((e) => e.type)).toEqual(['sent', 'reminder_sent', 'removed']);
  });

  it('keeps the events of the updates that touched an allergen', () => {
    const sesame = filterEvents(events, { allergen: 'sesame' });
    expect(new Set(sesame.map((e) => e.notificationId))).toEqual(new Set(['n1']));
    expect(sesame).toHaveLength(9);
    const milk = filterEvents(events, { allergen: 'milk' });
    expect(new Set(milk.map((e) => e.notificationId))).toEqual(new Set(['n2']));
    expect(filterEvents(events, { allergen: 'peanuts' })).toEqual([]);
  });

  it('finds an update by allergen even when its send is outside the period', () => {
    const kept = filterEvents(events, { allergen: 'milk', from: at(55) });
    expect(kept.map((e) => e.type)).toEqual(['opened', 'acknowledged']);
  });

  it('combines every field, and none keeps all', () => {
    expect(ids(filterEvents(events, {}))).toEqual(ids(sampleRecord()));
    expect(filterEvents(events, { allergen: 'sesame', personKey: 'ana', from: at(4) })).toEqual(
      filterEvents(events, { personKey: 'ana' }).filter(
        (e) => e.notificationId === 'n1' && e.occurredAt >= at(4),
      ),
    );
  });
});

describe('allergensInRecord and rolesInRecord', () => {
  it('lists the allergens of the allergen changes in the catalog’s order, nothing else', () => {
    const { sent } = eventMaker();
    const dietaryOnly = change({ kind: 'dietary', allergens: [] });
    const more = [...events, sent('ana', 60, 'n3', 'Vegan now', [dietaryOnly])];
    expect(allergensInRecord(more)).toEqual(['milk', 'sesame']);
  });

  it('lists each role once whatever its case, by name', () => {
    const { sent } = eventMaker();
    const more = [...events, sent('dee', 60, 'n3', 'x', [], person('dee', 'server'))];
    expect(rolesInRecord(more)).toEqual(['Cook', 'Server']);
  });
});

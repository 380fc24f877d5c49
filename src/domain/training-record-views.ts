import { allergenIdSchema, type AllergenId } from './allergens.ts';
import type { ItemChange } from './change-set.ts';
import {
  isAllergenChange,
  type EventPerson,
  type TrainingEvent,
  type TrainingEventOf,
} from './training-event.ts';
import { byTime, personKey, summarizeUpdate, type PersonRecord } from './training-record.ts';

// The training record read the ways a manager and an inspector ask about it (issue 46): per
// allergen change, per person, one person's history, and narrowed by period, role, person or
// allergen. Like training-record.ts, everything comes from the events alone.

export { personKey };

/** The events in time order; a stable sort keeps the order of events that share a time. */
const inTimeOrder = (events: readonly TrainingEvent[]) => [...events].sort(byTime);

type SentEvent = TrainingEventOf<'sent'>;

/** Each update's first sent event (what it carried), in the order the updates were sent. */
function firstSends(events: readonly TrainingEvent[]): SentEvent[] {
  const firsts = new Map<string, SentEvent>();
  for (const e of inTimeOrder(events)) {
    if (e.type === 'sent' && e.notificationId !== null && !firsts.has(e.notificationId)) {
      firsts.set(e.notificationId, e);
    }
  }
  return [...firsts.values()];
}

/** Each update's own events, so that each summary reads its own (summarizeUpdate filters again). */
function byUpdate(events: readonly TrainingEvent[]): Map<string, TrainingEvent[]> {
  const groups = new Map<string, TrainingEvent[]>();
  for (const e of events) {
    if (e.notificationId === null) continue;
    const group = groups.get(e.notificationId);
    if (group) group.push(e);
    else groups.set(e.notificationId, [e]);
  }
  return groups;
}

/** The allergens an allergen change is about: the facts changed, or what a new dish carries. */
const allergensOf = (change: ItemChange): AllergenId[] =>
  isAllergenChange(change) ? change.allergens.map((a) => a.allergen) : [];

export interface AllergenChangeAck {
  notificationId: string;
  message: string;
  sentAt: string;
  change: ItemChange;
  /** Everyone sent the update, in the order they were sent it. */
  people: Array<{
    key: string;
    staffId: string | null;
    person: EventPerson;
    acknowledgedAt: string | null;
    passedAt: string | null;
  }>;
}

/**
 * Who acknowledged each allergen change: one entry per allergen change of each update sent, with
 * everyone the update was sent to. Newest update first; an update's changes in the order sent.
 */
export function allergenChangeAcks(events: readonly TrainingEvent[]): AllergenChangeAck[] {
  const groups = byUpdate(events);
  return firstSends(events)
    .reverse()
    .flatMap((sent) => {
      const changes = sent.detail.changeSet.filter(isAllergenChange);
      if (changes.length === 0) return [];
      const id = sent.notificationId!;
      const people = summarizeUpdate(groups.get(id) ?? [], id)
        .people.filter((p) => p.sentAt !== null)
        .map(({ key, staffId, person, acknowledgedAt, passedAt }) => ({
          key,
          staffId,
          person,
          acknowledgedAt,
          passedAt,
        }));
      return changes.map((change) => ({
        notificationId: id,
        message: sent.detail.message,
        sentAt: sent.occurredAt,
        change,
        people,
      }));
    });
}

export interface PersonSummary {
  key: string;
  staffId: string | null;
  /** As the latest event that names them tells it. */
  person: EventPerson;
  /** When they were removed from the team; null while they are on it. */
  removedAt: string | null;
  /** Counts of updates: sent them, opened, quiz passed, acknowledged, sent and not acknowledged. */
  updatesSent: number;
  opened: number;
  passed: number;
  acknowledged: number;
  outstanding: number;
  /** Their own last step (opened, quiz attempt, acknowledged); a send or reminder is not theirs. */
  lastActivityAt: string | null;
}

const OWN_STEPS = new Set<TrainingEvent['type']>(['opened', 'quiz_attempt', 'acknowledged']);

/**
 * One line per person in the record, by name. Counts are over the updates among `events`: in a
 * period, an update sent before it but acknowledged in it counts as acknowledged, not as sent.
 */
export function personSummaries(events: readonly TrainingEvent[]): PersonSummary[] {
  const people = new Map<string, PersonSummary>();
  for (const e of inTimeOrder(events)) {
    const key = personKey(e);
    let s = people.get(key);
    if (!s) {
      s = {
        key,
        staffId: e.staffId,
        person: e.person,
        removedAt: null,
        updatesSent: 0,
        opened: 0,
        passed: 0,
        acknowledged: 0,
        outstanding: 0,
        lastActivityAt: null,
      };
      people.set(key, s);
    }
    // An entry already gone when an event was written names nobody (empty texts): keep the last
    // name that was known.
    if (e.person.name !== '' || s.person.name === '') s.person = e.person;
    if (e.type === 'removed') s.removedAt = e.occurredAt;
    if (OWN_STEPS.has(e.type)) s.lastActivityAt = e.occurredAt;
  }
  for (const [id, group] of byUpdate(events)) {
    for (const r of summarizeUpdate(group, id).people) count(people.get(r.key)!, r);
  }
  return [...people.values()].sort(
    (a, b) => a.person.name.localeCompare(b.person.name) || a.key.localeCompare(b.key),
  );
}

function count(s: PersonSummary, r: PersonRecord): void {
  if (r.sentAt !== null) s.updatesSent += 1;
  if (r.openedAt !== null) s.opened += 1;
  if (r.passedAt !== null) s.passed += 1;
  if (r.acknowledgedAt !== null) s.acknowledged += 1;
  if (r.sentAt !== null && r.acknowledgedAt === null) s.outstanding += 1;
}

/** One person's events (personKey), in time order. */
export function personTimeline(events: readonly TrainingEvent[], key: string): TrainingEvent[] {
  return inTimeOrder(events.filter((e) => personKey(e) === key));
}

/** What the record can be narrowed by; every field set narrows further. */
export interface RecordFilter {
  /** ISO time, included. */
  from?: string;
  /** ISO time, excluded. */
  to?: string;
  /** A person's role as recorded, any case. */
  role?: string;
  personKey?: string;
  /** Keeps the events of updates that changed, or added a dish with, this allergen. */
  allergen?: string;
}

/** The events that match `f`, in time order. */
export function filterEvents(events: readonly TrainingEvent[], f: RecordFilter): TrainingEvent[] {
  const from = f.from === undefined ? -Infinity : Date.parse(f.from);
  const to = f.to === undefined ? Infinity : Date.parse(f.to);
  const role = f.role?.trim().toLowerCase();
  // Read from every event, not only those in the period: a reminder in March belongs to an
  // update sent in February.
  const updates =
    f.allergen === undefined
      ? null
      : new Set(
          firstSends(events)
            .filter((s) =>
              s.detail.changeSet.some((c) => allergensOf(c).includes(f.allergen as AllergenId)),
            )
            .map((s) => s.notificationId),
        );
  return inTimeOrder(
    events.filter((e) => {
      const at = Date.parse(e.occurredAt);
      return (
        at >= from &&
        at < to &&
        (role === undefined || e.person.role.trim().toLowerCase() === role) &&
        (f.personKey === undefined || personKey(e) === f.personKey) &&
        (updates === null || (e.notificationId !== null && updates.has(e.notificationId)))
      );
    }),
  );
}

/** The allergens the record's allergen changes name, in the catalog's order (filter options). */
export function allergensInRecord(events: readonly TrainingEvent[]): AllergenId[] {
  const found = new Set(firstSends(events).flatMap((s) => s.detail.changeSet.flatMap(allergensOf)));
  return allergenIdSchema.options.filter((id) => found.has(id));
}

/** The roles people had in the record, each once whatever its case, by name (filter options). */
export function rolesInRecord(events: readonly TrainingEvent[]): string[] {
  const roles = new Map<string, string>();
  for (const e of inTimeOrder(events)) {
    const role = e.person.role.trim();
    if (role !== '' && !roles.has(role.toLowerCase())) roles.set(role.toLowerCase(), role);
  }
  return [...roles.values()].sort((a, b) => a.localeCompare(b));
}

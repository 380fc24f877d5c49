import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrainingEventFilter } from '@/domain/training-event';

/** The record's filters as they stand in the address, so a period can be linked and printed. */
export interface RecordFilter {
  /** First day shown, yyyy-MM-dd (the manager's own days, not UTC). */
  from: string;
  /** Last day shown, included. */
  to: string;
  role: string;
  person: string;
  allergen: string;
}

export const ANY = '';
const isDay = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);

/** A local day as yyyy-MM-dd (the manager's own calendar, not UTC's). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Midnight at the start of a yyyy-MM-dd day, local time, `plus` days later. */
function startOf(day: string, plus = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plus);
}

/** A year up to today: what an inspector asks about first. */
export function defaultPeriod(today = new Date()): Pick<RecordFilter, 'from' | 'to'> {
  const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  return { from: dayOf(yearAgo), to: dayOf(today) };
}

export function readFilter(params: URLSearchParams, today = new Date()): RecordFilter {
  const period = defaultPeriod(today);
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: isDay(from) ? from : period.from,
    to: isDay(to) ? to : period.to,
    role: params.get('role') ?? ANY,
    person: params.get('person') ?? ANY,
    allergen: params.get('allergen') ?? ANY,
  };
}

/**
 * What the backend is asked for: the period only, from the first day's start to the last's end. A
 * period that runs to today stays open at its end: a phone whose clock runs a few minutes ahead
 * stamps an acknowledgement made just before midnight with tomorrow's date, and the record must
 * still show it tonight.
 */
export function periodQuery(
  f: Pick<RecordFilter, 'from' | 'to'>,
  now = new Date(),
): TrainingEventFilter {
  const end = startOf(f.to, 1);
  return { from: startOf(f.from).toISOString(), ...(end > now ? {} : { to: end.toISOString() }) };
}

/** The same filters as an address's query string, for the print page and the CSV. */
export function filterSearch(f: RecordFilter): string {
  const params = new URLSearchParams({ from: f.from, to: f.to });
  if (f.role) params.set('role', f.role);
  if (f.person) params.set('person', f.person);
  if (f.allergen) params.set('allergen', f.allergen);
  return params.toString();
}

export function useRecordFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const setFilter = (patch: Partial<RecordFilter>) =>
    setParams(filterSearch({ ...filter, ...patch }), { replace: true });
  return { filter, setFilter };
}

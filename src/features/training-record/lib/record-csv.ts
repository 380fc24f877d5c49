import { regimeOrLocale, type Regime } from '@/domain/allergens';
import { changeLineIn } from '@/domain/i18n/change-text';
import type { EventRange, TrainingEvent } from '@/domain/training-event';
import { currentLocale } from '@/i18n';
import { csvFileName, csvText } from '@/lib/csv';
import { eventLabel } from '@/i18n/training-event-label';

/**
 * The header, in English snake_case and never translated: a spreadsheet formula or a script reads
 * the columns by name whatever language the manager works in. What a person reads (event_label,
 * changes) is in the manager's language; the rest are values as recorded.
 */
export const RECORD_CSV_COLUMNS = [
  'occurred_at',
  'event',
  'event_label',
  'person',
  'email',
  'role',
  'staff_id',
  'update_id',
  'update_message',
  'menu_versions',
  'allergen_changes',
  'changes',
  'score',
  'total',
  'passed',
  'attempt',
  'channel',
  'reason',
  'restaurant',
] as const;
type Column = (typeof RECORD_CSV_COLUMNS)[number];

/** The order the events happened in; events of one transaction share a time, and ids keep it. */
function byTimeThenId(a: TrainingEvent, b: TrainingEvent): number {
  return (
    Date.parse(a.occurredAt) - Date.parse(b.occurredAt) ||
    a.id.localeCompare(b.id, 'en', { numeric: true })
  );
}

/** '12: v3→v5; 14: v1→v2', each menu's announced versions. */
export const menuVersionsText = (ranges: readonly EventRange[]) =>
  ranges.map((r) => `${r.menuId}: v${r.fromVersion}→v${r.toVersion}`).join('; ');

type Row = Record<Column, string>;

/** In UTC whatever offset the server wrote it with; as written if it is not a time. */
function isoUtc(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/**
 * The training record as a CSV file an inspector opens in a spreadsheet: one event a row, in the
 * order they happened; UTF-8 with a BOM and CRLF lines, RFC 4180 fields with the formula guard
 * (names and messages are typed by people). Each row is whole on its own: the update's message on
 * every row of that update, the change set on its sent rows.
 */
export function trainingRecordCsv(
  events: readonly TrainingEvent[],
  opts: { restaurantName: string; regime?: Regime },
): string {
  const rules = regimeOrLocale(opts.regime);
  const messages = new Map<string, string>();
  const ordered = [...events].sort(byTimeThenId);
  for (const e of ordered) {
    if (e.type === 'sent' && e.notificationId !== null && !messages.has(e.notificationId))
      messages.set(e.notificationId, e.detail.message);
  }
  const rows = ordered.map((e): Row => {
    const row: Row = {
      occurred_at: isoUtc(e.occurredAt),
      event: e.type,
      event_label: eventLabel(e),
      person: e.person.name,
      email: e.person.email,
      role: e.person.role,
      staff_id: e.staffId ?? '',
      update_id: e.notificationId ?? '',
      update_message: (e.notificationId !== null && messages.get(e.notificationId)) || '',
      menu_versions: menuVersionsText(e.menuVersions),
      allergen_changes: '',
      changes: '',
      score: '',
      total: '',
      passed: '',
      attempt: '',
      channel: '',
      reason: '',
      restaurant: opts.restaurantName,
    };
    switch (e.type) {
      case 'sent':
        row.allergen_changes = String(e.detail.allergenChanges);
        row.changes = e.detail.changeSet
          .map((c) => changeLineIn(currentLocale(), c, rules))
          .join('\n');
        break;
      case 'quiz_attempt':
        row.score = String(e.detail.score);
        row.total = String(e.detail.total);
        row.passed = String(e.detail.passed);
        row.attempt = String(e.detail.attempt);
        break;
      case 'delivered':
      case 'delivery_failed':
        row.channel = e.detail.channel;
        row.reason = e.type === 'delivery_failed' ? (e.detail.reason ?? '') : '';
        break;
    }
    return row;
  });
  return csvText([RECORD_CSV_COLUMNS, ...rows.map((r) => RECORD_CSV_COLUMNS.map((c) => r[c]))]);
}

/** `training-record-<restaurant>-<yyyy-mm-dd>.csv`. */
export const trainingRecordCsvFileName = (restaurantName: string, date: Date) =>
  csvFileName('training-record', restaurantName, date);

import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { parseCsv } from '@/testing/parse-csv';
import { at, eventMaker, person, sampleRecord } from '@/testing/training-events';
import { RECORD_CSV_COLUMNS, trainingRecordCsv, trainingRecordCsvFileName } from './record-csv';

/** Each data row as an object keyed by the header. */
function records(csv: string) {
  const [header, ...rows] = parseCsv(csv.slice(1));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
}

// Newest first, as a list might come: the file is in time order whatever the input order.
const events = sampleRecord().sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
const csv = trainingRecordCsv(events, { restaurantName: 'Chez Ana', regime: 'eu' });

describe('trainingRecordCsv', () => {
  it('starts with a BOM and a header of machine names, and ends every line with CRLF', () => {
    expect(csv.startsWith('\uFEFFoccurred_at,event,event_label,person,')).toBe(true);
    expect(parseCsv(csv.slice(1))[0]).toEqual([...RECORD_CSV_COLUMNS]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/\r/);
  });

  it('writes one event a row in time order, ties by id', () => {
    const rows = records(csv);
    expect(rows).toHaveLength(14);
    expect(rows.map((r) => r.occurred_at)).toEqual([...rows.map((r) => r.occurred_at)].sort());
    expect(rows.slice(0, 3).map((r) => [r.event, r.person])).toEqual([
      ['sent', 'Ana'],
      ['sent', 'Ben'],
      ['sent', 'Cy'],
    ]);
    // One transaction's events share a time; their ids (numbers in Supabase) keep the order.
    const { event } = eventMaker();
    const tied = [
      { ...event('ana', 1, { type: 'acknowledged' }), id: '10' },
      { ...event('ana', 1, { type: 'reminder_sent' }), id: '100' },
      { ...event('ana', 1, { type: 'opened' }), id: '9' },
    ];
    const tiedRows = records(trainingRecordCsv(tied, { restaurantName: 'x' }));
    expect(tiedRows.map((r) => r.event)).toEqual(['opened', 'acknowledged', 'reminder_sent']);
  });

  it('tells each event in words and fills the columns of its type', () => {
    const rows = records(csv);
    const sent = rows[0]!;
    expect(sent).toMatchObject({
      occurred_at: at(0),
      event: 'sent',
      event_label: 'Update sent, quiz required',
      person: 'Ana',
      email: 'ana@example.test',
      role: 'Server',
      staff_id: 'ana',
      update_id: 'n1',
      update_message: 'Sesame in the salmon',
      menu_versions: 'm1: v3→v5',
      allergen_changes: '1',
      changes: 'Salmon: now contains sesame\nSalmon $20 → $22',
      score: '',
      restaurant: 'Chez Ana',
    });
    const attempts = rows.filter((r) => r.event === 'quiz_attempt');
    expect(attempts.map((r) => [r.event_label, r.score, r.total, r.passed, r.attempt])).toEqual([
      ['Quiz attempt 1: 2/4, not passed', '2', '4', 'false', '1'],
      ['Quiz attempt 2: 4/4, passed', '4', '4', 'true', '2'],
    ]);
    // The update's message on every row of it; its changes on the sent rows only.
    expect(attempts.every((r) => r.update_message === 'Sesame in the salmon')).toBe(true);
    expect(attempts.every((r) => r.changes === '' && r.allergen_changes === '')).toBe(true);
    const removed = rows.find((r) => r.event === 'removed')!;
    expect(removed).toMatchObject({
      event_label: 'Removed from the team',
      person: 'Cy',
      update_id: '',
      update_message: '',
      menu_versions: '',
    });
  });

  it('records a failed delivery with its channel and reason', () => {
    const { event } = eventMaker();
    const failed = event('ana', 1, {
      type: 'delivery_failed',
      detail: { channel: 'email', purpose: 'reminder', attempts: 2, reason: 'mailbox full' },
    });
    const [row] = records(trainingRecordCsv([failed], { restaurantName: 'x' }));
    expect(row).toMatchObject({
      event: 'delivery_failed',
      event_label: 'Reminder e-mail not delivered',
      channel: 'email',
      reason: 'mailbox full',
    });
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const { sent } = eventMaker();
    const tricky = sent('zed', 0, 'n7', 'Fish, "fresh"\ntoday', [], {
      ...person('zed'),
      name: '=HYPERLINK("http://x")',
      role: '+1 Cook',
    });
    const text = trainingRecordCsv([tricky], { restaurantName: '@Home, Bar' });
    expect(text).toContain(',"Fish, ""fresh""\ntoday",');
    expect(text).toContain(`,"'=HYPERLINK(""http://x"")",`);
    const [row] = records(text);
    expect(row).toMatchObject({
      person: `'=HYPERLINK("http://x")`,
      role: "'+1 Cook",
      update_message: 'Fish, "fresh"\ntoday',
      restaurant: "'@Home, Bar",
    });
  });

  it('names the file after the restaurant and the day', () => {
    expect(trainingRecordCsvFileName('Café Niño', new Date(2026, 11, 7))).toBe(
      'training-record-cafe-nino-2026-12-07.csv',
    );
  });
});

describe('trainingRecordCsv in Spanish', () => {
  afterEach(() => activateLocale('en'));

  it('words the events and changes in Spanish and keeps the header', async () => {
    await activateLocale('es');
    const spanish = trainingRecordCsv(events, { restaurantName: 'Chez Ana', regime: 'eu' });
    expect(parseCsv(spanish.slice(1))[0]).toEqual([...RECORD_CSV_COLUMNS]);
    const rows = records(spanish);
    expect(rows.find((r) => r.event === 'opened')!.event_label).toBe('Abierto');
    expect(rows.find((r) => r.event === 'acknowledged')!.event_label).toBe('Lectura confirmada');
    expect(rows[0]!.changes).toBe('Salmon: ahora contiene sésamo\nSalmon - precio: $20 → $22');
    // Values as recorded are not translated.
    expect(rows[0]).toMatchObject({ event: 'sent', role: 'Server', passed: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { buildNotification, mailDraftHref, notificationType } from './notification-rules';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [1 * MIN, '1 min ago'],
    [59 * MIN, '59 mins ago'],
    [60 * MIN, '1 hr ago'],
    [119 * MIN, '1 hr ago'],
    [23 * HOUR, '23 hrs ago'],
    [24 * HOUR, '1 day ago'],
    [48 * HOUR, '2 days ago'],
    [7 * 24 * HOUR, '7 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('treats a future date (clock skew) as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe('just now');
  });
});

describe('notificationType', () => {
  it('is a price update only when every change is a price change', () => {
    expect(notificationType([{ changes: ['price'] }, { changes: ['price'] }])).toBe('price_update');
    expect(notificationType([{ changes: ['price'] }, { changes: ['new'] }])).toBe('menu_update');
    expect(notificationType([{ changes: ['price', 'description'] }])).toBe('menu_update');
    expect(notificationType([{ changes: [] }])).toBe('menu_update');
    expect(notificationType([])).toBe('menu_update');
  });
});

describe('buildNotification', () => {
  it('builds the sent record with the default message', () => {
    const n = buildNotification({
      message: '  ',
      recipientIds: ['a', 'b'],
      items: [{ name: 'Soup', changes: ['price'] }],
      now,
    });
    expect(n).toEqual({
      id: `notif-${now.getTime()}`,
      date: now.toISOString(),
      message: 'Menu has been updated',
      recipients: 2,
      items: 1,
      type: 'price_update',
      recipientIds: ['a', 'b'],
      itemNames: ['Soup'],
      acknowledgedBy: [],
      menuVersions: [],
      changeSet: [],
      quiz: [],
      required: false,
      recipientStates: [],
    });
  });
});

describe('mailDraftHref', () => {
  it('puts recipients in BCC and the message and items in the body', () => {
    const href = mailDraftHref(['a@x.com', 'b@y.com'], 'New menu tonight', [
      'Soup',
      'Fish & Chips',
    ]);
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('bcc')).toBe('a@x.com,b@y.com');
    expect(params.get('body')).toBe('New menu tonight\n\n- Soup\n- Fish & Chips');
    expect(href).not.toContain('+');
  });
});

import { describe, expect, it } from 'vitest';
import { buildNotification, mailtoHref, notificationType } from './notification-rules';

const now = new Date('2026-11-22T12:00:00Z');

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

describe('mailtoHref', () => {
  it('blind-copies the recipients and spells spaces as %20', () => {
    const href = mailtoHref(['a@x.com', 'b@y.com'], 'Menu update', 'New menu tonight');
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('bcc')).toBe('a@x.com,b@y.com');
    expect(params.get('subject')).toBe('Menu update');
    expect(params.get('body')).toBe('New menu tonight');
    expect(href).not.toContain('+');
  });
});

import { addDays, addHours } from '../calendar';
import type { SentNotification } from '../notification';

/** 3 sample notifications: 2 hours, 2 days and 7 days ago; recipients 8, 6, 8; items 5, 8, 3. */
export function sampleNotifications(now = new Date()): SentNotification[] {
  const base = {
    recipientIds: [],
    itemNames: [],
    acknowledgedBy: [],
    menuVersions: [],
    changeSet: [],
    required: false,
    quiz: [],
    recipientStates: [],
  };
  return [
    {
      ...base,
      id: 'notif-sample-1',
      date: addHours(now, -2).toISOString(),
      message: 'New seasonal dishes added to the dinner menu',
      recipients: 8,
      items: 5,
      type: 'menu_update',
    },
    {
      ...base,
      id: 'notif-sample-2',
      date: addDays(now, -2).toISOString(),
      message: 'Wine list prices updated',
      recipients: 6,
      items: 8,
      type: 'price_update',
    },
    {
      ...base,
      id: 'notif-sample-3',
      date: addDays(now, -7).toISOString(),
      message: 'Weekend brunch specials',
      recipients: 8,
      items: 3,
      type: 'menu_update',
    },
  ];
}

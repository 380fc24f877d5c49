import { describe, expect, it } from 'vitest';
import { menuItem } from '@/testing/fixtures';
import type { ItemChange } from './change-set';
import { changeLineIn } from './i18n/change-text';
import type { MenuItem, SavedMenu } from './menu';
import type { MenuVersion } from './menu-version';
import { rangesForSend, unannouncedChanges } from './menu-version-rules';
import { buildNotification } from './notification-rules';
import { changeSetForSend, isRequired, quizPools } from './update-contents';

const menu: SavedMenu = {
  id: 'm1',
  name: 'Dinner',
  type: 'food',
  foodType: null,
  items: [],
  lastSaved: '2026-11-23T10:00:00.000Z',
  isSample: false,
};

const version = (n: number, items: MenuItem[]): MenuVersion => ({
  menuId: 'm1',
  version: n,
  name: 'Dinner',
  type: 'food',
  foodType: null,
  items,
  savedAt: `2026-11-23T1${n}:00:00.000Z`,
  savedBy: 'u1',
});

const burrata = menuItem({ id: '1', name: 'Burrata', price: '$16' });
const cod = menuItem({ id: '2', name: 'Cod', price: '$28' });
const halibut = menuItem({
  id: '3',
  name: 'Halibut',
  price: '$34',
  allergenStates: { fish: { state: 'contains' } },
});

const lines = (changes: ItemChange[]) => changes.map((c) => changeLineIn('en', c, 'eu'));

describe('the change set an update carries', () => {
  it('says old → new for what was ticked, and nothing for what was not', () => {
    const v1 = version(1, [burrata, cod]);
    const v2 = version(2, [{ ...burrata, price: '$18' }, halibut]);
    const sent = buildNotification({
      message: '',
      recipientIds: [],
      items: [],
      menuVersions: [{ menuId: 'm1', fromVersion: 0, toVersion: 1, heldBack: [] }],
    });
    const unannounced = unannouncedChanges([menu], new Map([['m1', [v1, v2]]]), [sent]);
    const all = changeSetForSend(unannounced, new Set(['1', '2', '3']), 'eu');
    expect(lines(all)).toEqual([
      'Halibut - new - $34 - contains fish',
      'Removed: Cod',
      'Burrata $16 → $18',
    ]);
    expect(isRequired(all, false)).toBe(true);
    const priceOnly = changeSetForSend(unannounced, new Set(['1']), 'eu');
    expect(lines(priceOnly)).toEqual(['Burrata $16 → $18']);
    expect(isRequired(priceOnly, false)).toBe(false);
    expect(isRequired(priceOnly, true)).toBe(true);
    const pools = quizPools(unannounced);
    expect(pools.menu.map((i) => i.name)).toEqual(['Burrata', 'Halibut']);
    expect(pools.previous.map((i) => i.name)).toEqual(['Burrata', 'Cod']);
  });

  it('compares a change held back last time with what staff last heard', () => {
    const v1 = version(1, [burrata, cod]);
    const v2 = version(2, [{ ...burrata, price: '$18' }, cod]);
    const v3 = version(3, [
      { ...burrata, price: '$20' },
      { ...cod, price: '$30' },
    ]);
    // The first update announces v1 → v2 but leaves the Burrata's price unticked.
    const offered = unannouncedChanges([menu], new Map([['m1', [v1, v2]]]), [
      buildNotification({
        message: '',
        recipientIds: [],
        items: [],
        menuVersions: [{ menuId: 'm1', fromVersion: 0, toVersion: 1, heldBack: [] }],
      }),
    ]);
    const first = buildNotification({
      message: '',
      recipientIds: [],
      items: [],
      menuVersions: rangesForSend(offered, new Set()),
    });
    const later = unannouncedChanges([menu], new Map([['m1', [v1, v2, v3]]]), [first]);
    expect(lines(changeSetForSend(later, new Set(['1', '2']), 'eu'))).toEqual([
      'Burrata $16 → $20',
      'Cod $28 → $30',
    ]);
  });
});

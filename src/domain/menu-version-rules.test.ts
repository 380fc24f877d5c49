import type { MenuItem, SavedMenu } from './menu';
import type { MenuVersion } from './menu-version';
import { rangesForSend, unannouncedChanges } from './menu-version-rules';
import { buildNotification } from './notification-rules';
import { menuItem } from '@/testing/fixtures';

const item = (id: string, name: string, price: string): MenuItem => menuItem({ id, name, price });

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

const burrata = item('1', 'Burrata', '$14');
const cod = item('2', 'Cod', '$28');
const v1 = version(1, [burrata, cod]);
const v2 = version(2, [
  { ...burrata, price: '$16' },
  { ...cod, price: '$30' },
]);
const v3 = version(3, [
  { ...burrata, price: '$16' },
  { ...cod, price: '$30' },
  item('3', 'Halibut', '$34'),
]);
const summary = (changes: { name: string; changes: string[] }[]) =>
  changes.map((c) => `${c.name}: ${c.changes.join(',')}`);

describe('changes staff have not been told about', () => {
  it('offers every item of a menu never announced, as new', () => {
    const { changes, ranges } = unannouncedChanges([menu], new Map([['m1', [v1]]]), []);
    expect(summary(changes)).toEqual(['Burrata: new', 'Cod: new']);
    expect(ranges).toEqual([{ menuId: 'm1', fromVersion: 0, toVersion: 1, heldBack: [] }]);
  });

  it('offers only the difference since the last announced version', () => {
    const versions = new Map([['m1', [v1, v2, v3]]]);
    const sent = buildNotification({
      message: '',
      recipientIds: [],
      items: [],
      menuVersions: [{ menuId: 'm1', fromVersion: 0, toVersion: 2, heldBack: [] }],
    });
    const { changes, ranges } = unannouncedChanges([menu], versions, [sent]);
    expect(summary(changes)).toEqual(['Halibut: new']);
    expect(ranges).toEqual([{ menuId: 'm1', fromVersion: 2, toVersion: 3, heldBack: [] }]);
    // Nothing left once the newest version is announced.
    const all = buildNotification({
      message: '',
      recipientIds: [],
      items: [],
      menuVersions: ranges,
    });
    expect(unannouncedChanges([menu], versions, [sent, all]).changes).toEqual([]);
  });

  it('offers a change left unticked again with the next update, newer changes winning', () => {
    const offered = unannouncedChanges([menu], new Map([['m1', [v1, v2]]]), [
      buildNotification({
        message: '',
        recipientIds: [],
        items: [],
        menuVersions: [{ menuId: 'm1', fromVersion: 0, toVersion: 1, heldBack: [] }],
      }),
    ]);
    expect(summary(offered.changes)).toEqual(['Burrata: price', 'Cod: price']);
    // Only Burrata's new price goes out.
    const partial = buildNotification({
      message: '',
      recipientIds: [],
      items: offered.changes.slice(0, 1),
      menuVersions: rangesForSend(offered, new Set(['1'])),
    });
    const next = unannouncedChanges([menu], new Map([['m1', [v1, v2, v3]]]), [partial]);
    expect(summary(next.changes)).toEqual(['Cod: price', 'Halibut: new']);
  });
});

describe('a change of dietary marks or availability alone', () => {
  it('is offered to send, not "no changes"', () => {
    const announced = buildNotification({
      message: '',
      recipientIds: [],
      items: [],
      menuVersions: [{ menuId: 'm1', fromVersion: 0, toVersion: 1, heldBack: [] }],
    });
    const v2 = version(2, [
      { ...burrata, dietary: ['vegan'] },
      { ...cod, available: false },
    ]);
    const { changes } = unannouncedChanges([menu], new Map([['m1', [v1, v2]]]), [announced]);
    expect(summary(changes)).toEqual(['Burrata: dietary', 'Cod: availability']);
  });
});

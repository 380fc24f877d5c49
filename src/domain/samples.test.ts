import { buildNotification } from './notification-rules';
import { readiness, toldCount } from './readiness';
import {
  isSample,
  isSampleId,
  realRecipients,
  showsSamples,
  withoutSamples,
  withSamples,
} from './samples';
import { sampleMenus } from './seeds/sample-menus';
import { sampleNotifications } from './seeds/sample-notifications';
import { sampleSpecials } from './seeds/sample-specials';
import { sampleStaff } from './seeds/sample-staff';

const own = (id: string) => ({ id, name: id });
const seed = () => sampleStaff().map(({ id, name }) => ({ id, name }));

describe('the samples rule (ADR 0026)', () => {
  it('recognises every seeded row as a sample and no row the restaurant makes', () => {
    const seeded = [...sampleStaff(), ...sampleNotifications(), ...sampleSpecials()];
    expect(seeded.every(isSample)).toBe(true);
    expect(sampleMenus().every(isSample)).toBe(true);
    for (const id of ['staff-1732', 'notif-1764000000000', 'special-9', 'a1b2c3', '42'])
      expect(isSampleId(id)).toBe(false);
    // A saved copy of a sample menu keeps its id, but it is the restaurant's own.
    expect(isSample({ id: 'sample-dinner', isSample: false })).toBe(false);
  });

  it('shows the samples after the stored rows until the manager removes them', () => {
    expect(showsSamples({ samples_removed: false })).toBe(true);
    expect(withSamples([own('staff-1')], seed, true).map((r) => r.id)).toEqual([
      'staff-1',
      ...sampleStaff().map((s) => s.id),
    ]);
    expect(showsSamples({ samples_removed: true })).toBe(false);
    expect(withSamples([own('staff-1')], seed, false)).toEqual([own('staff-1')]);
  });

  it('drops samples an older version stored, so they are neither doubled nor kept after removal', () => {
    const stored = [own('staff-seed-1'), own('staff-1')];
    expect(withSamples(stored, seed, true).filter((r) => r.id === 'staff-seed-1')).toHaveLength(1);
    expect(withSamples(stored, seed, false)).toEqual([own('staff-1')]);
  });

  it('lets a stored menu replace the sample with its id', () => {
    const saved = { ...sampleMenus()[0]!, isSample: false };
    const list = withSamples([saved], () => sampleMenus(), true);
    expect(list.filter((m) => m.id === 'sample-dinner')).toEqual([saved]);
    expect(list).toHaveLength(5);
  });

  it('never writes a sample', () => {
    expect(withoutSamples([...seed(), own('staff-1')])).toEqual([own('staff-1')]);
  });

  it('sends nothing to a sample person and counts only real people as told', () => {
    const ids = ['staff-1', ...sampleStaff().map((s) => s.id)];
    expect(realRecipients(ids)).toEqual(['staff-1']);
    const sent = buildNotification({ message: 'Tonight', recipientIds: ids, items: [] });
    expect(sent.recipientIds).toEqual(['staff-1']);
    expect(sent.recipients).toBe(1);
    // An update an older version sent to the samples: readiness is about the real person only.
    const legacy = { ...sent, recipientIds: ids, acknowledgedBy: ['staff-1'] };
    expect(readiness(legacy)).toEqual({ ready: 1, total: 1 });
    expect(toldCount(legacy)).toBe(1);
    // A sample update names nobody: its own count is what it shows, marked Sample.
    expect(toldCount(sampleNotifications()[0]!)).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { sampleSpecials } from './seeds/sample-specials';
import { ruleNames } from './form-messages';
import {
  SPECIAL_FORM_RULES,
  specialFormSchemaWith,
  specialSchema,
  type SpecialFormValues,
} from './special';
import {
  activeSpecials,
  defaultSpecialDates,
  fromIsoDate,
  isActiveOn,
  isIsoDate,
  isValidRange,
  newSpecialId,
  sortSpecials,
  specialStatus,
  toIsoDate,
} from './special-rules';

const TODAY = '2026-11-22';
const s = (name: string, startDate: string | null, endDate: string | null) => ({
  name,
  startDate,
  endDate,
});

describe('calendar dates', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-11-22T00:00:00.000Z')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('round-trips through local dates without shifting a day', () => {
    const date = fromIsoDate('2026-03-08');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 8, 0,
    ]);
    expect(toIsoDate(date)).toBe('2026-03-08');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('defaults to today and 7 days ahead, across a month end', () => {
    expect(defaultSpecialDates(new Date(2026, 10, 22, 15, 30))).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-29',
    });
    expect(defaultSpecialDates(new Date(2026, 11, 28))).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-04',
    });
  });
});

describe('date range validation', () => {
  it('refuses only an end before the start', () => {
    expect(isValidRange('2026-11-22', '2026-11-29')).toBe(true);
    expect(isValidRange('2026-11-22', '2026-11-22')).toBe(true);
    expect(isValidRange('2026-11-22', '2026-11-21')).toBe(false);
    expect(isValidRange('2026-12-01', '2026-11-30')).toBe(false);
  });

  it('allows open-ended ranges', () => {
    expect(isValidRange(null, '2026-11-21')).toBe(true);
    expect(isValidRange('2026-11-22', null)).toBe(true);
    expect(isValidRange(null, null)).toBe(true);
  });

  // The domain's rules, each refusal named by its rule (the words are the feature's).
  const specialFormSchema = specialFormSchemaWith(ruleNames(SPECIAL_FORM_RULES));
  const form = (over: Partial<SpecialFormValues>): SpecialFormValues => ({
    name: 'Truffle Risotto',
    price: '$28',
    description: '',
    category: 'Special Offers',
    startDate: '2026-11-22',
    endDate: '2026-11-29',
    ...over,
  });

  it('the form schema reports an end before the start on the end date', () => {
    const result = specialFormSchema.safeParse(form({ endDate: '2026-11-20' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['endDate'],
        message: 'endBeforeStart',
      }),
    ]);
  });

  it('reports the range even while the name is still missing', () => {
    const result = specialFormSchema.safeParse(form({ name: '', endDate: '2026-11-20' }));
    expect(result.error?.issues.map((i) => i.path)).toEqual([['name'], ['endDate']]);
  });

  it('the form schema requires a name and trims the text fields', () => {
    expect(specialFormSchema.safeParse(form({ name: '   ' })).success).toBe(false);
    const parsed = specialFormSchema.parse(form({ name: '  Soup  ', price: ' $9 ' }));
    expect(parsed).toMatchObject({ name: 'Soup', price: '$9' });
    expect(specialFormSchema.safeParse(form({ startDate: null, endDate: null })).success).toBe(
      true,
    );
  });

  it('stored specials must use calendar dates; missing fields get defaults', () => {
    expect(specialSchema.safeParse({ id: 'a', name: 'A', startDate: 'tomorrow' }).success).toBe(
      false,
    );
    expect(specialSchema.parse({ id: 'a', name: 'A' })).toEqual({
      id: 'a',
      name: 'A',
      description: '',
      price: '',
      category: 'Special Offers',
      startDate: null,
      endDate: null,
    });
  });
});

describe('status', () => {
  it('is active today, including both boundary days', () => {
    expect(specialStatus(s('a', '2026-11-20', '2026-11-25'), TODAY)).toBe('active');
    expect(specialStatus(s('a', TODAY, '2026-11-25'), TODAY)).toBe('active');
    expect(specialStatus(s('a', '2026-11-01', TODAY), TODAY)).toBe('active');
    expect(specialStatus(s('a', TODAY, TODAY), TODAY)).toBe('active');
  });

  it('is upcoming before the start day and expired after the end day', () => {
    expect(specialStatus(s('a', '2026-11-23', '2026-11-30'), TODAY)).toBe('upcoming');
    expect(specialStatus(s('a', '2026-11-01', '2026-11-21'), TODAY)).toBe('expired');
  });

  it('treats a missing end as open and a missing start as already started', () => {
    expect(specialStatus(s('a', '2020-01-01', null), TODAY)).toBe('active');
    expect(specialStatus(s('a', '2026-11-23', null), TODAY)).toBe('upcoming');
    expect(specialStatus(s('a', null, '2030-01-01'), TODAY)).toBe('active');
    expect(specialStatus(s('a', null, '2026-11-21'), TODAY)).toBe('expired');
    expect(specialStatus(s('a', null, null), TODAY)).toBe('active');
  });

  it('never calls a stored inverted range active', () => {
    expect(specialStatus(s('a', '2026-11-25', '2026-11-20'), TODAY)).toBe('expired');
    expect(specialStatus(s('a', '2026-11-25', '2026-11-23'), TODAY)).toBe('upcoming');
  });

  it('follows the day: the same special moves from upcoming to active to expired', () => {
    const special = s('a', '2026-11-22', '2026-11-29');
    expect(specialStatus(special, '2026-11-21')).toBe('upcoming');
    expect(specialStatus(special, '2026-11-22')).toBe('active');
    expect(specialStatus(special, '2026-11-29')).toBe('active');
    expect(specialStatus(special, '2026-11-30')).toBe('expired');
    expect(isActiveOn(special, '2026-11-25')).toBe(true);
    expect(isActiveOn(special, '2026-11-30')).toBe(false);
  });
});

describe('ordering', () => {
  const list = [
    s('Expired long ago', '2026-01-01', '2026-01-31'),
    s('Upcoming later', '2026-12-20', '2026-12-31'),
    s('Active open-ended', '2026-11-01', null),
    s('Expired yesterday', '2026-11-01', '2026-11-21'),
    s('Upcoming tomorrow', '2026-11-23', null),
    s('Active ends today', '2026-11-01', TODAY),
    s('Active ends soon', null, '2026-11-24'),
  ];

  it('lists Active now, then Upcoming, then Expired, most relevant first in each group', () => {
    expect(sortSpecials(list, TODAY).map((x) => x.name)).toEqual([
      'Active ends today',
      'Active ends soon',
      'Active open-ended',
      'Upcoming tomorrow',
      'Upcoming later',
      'Expired yesterday',
      'Expired long ago',
    ]);
  });

  it('breaks ties by name and does not mutate the input', () => {
    const tie = [s('b', TODAY, TODAY), s('a', TODAY, TODAY)];
    expect(sortSpecials(tie, TODAY).map((x) => x.name)).toEqual(['a', 'b']);
    expect(tie.map((x) => x.name)).toEqual(['b', 'a']);
  });

  it('activeSpecials keeps only those running today', () => {
    expect(activeSpecials(list, TODAY).map((x) => x.name)).toEqual([
      'Active ends today',
      'Active ends soon',
      'Active open-ended',
    ]);
    // Months later only the two open-ended ones still run.
    expect(activeSpecials(list, '2027-06-01').map((x) => x.name)).toEqual([
      'Active open-ended',
      'Upcoming tomorrow',
    ]);
  });
});

describe('seed', () => {
  it('is sample food items as Special Offers from today to 7 days ahead, all active', () => {
    const seed = sampleSpecials(new Date(2026, 10, 22, 9));
    expect(seed.length).toBeGreaterThan(0);
    for (const special of seed) {
      expect(specialSchema.parse(special)).toEqual(special);
      expect(special).toMatchObject({
        category: 'Special Offers',
        startDate: '2026-11-22',
        endDate: '2026-11-29',
      });
      expect(specialStatus(special, '2026-11-22')).toBe('active');
    }
    expect(new Set(seed.map((x) => x.id)).size).toBe(seed.length);
  });
});

describe('ids', () => {
  it('are special-{timestamp}, never reusing a taken id', () => {
    expect(newSpecialId([], 1_700_000_000_000)).toBe('special-1700000000000');
    const taken = [{ id: 'special-1700000000000' }, { id: 'special-1700000000001' }];
    expect(newSpecialId(taken, 1_700_000_000_000)).toBe('special-1700000000002');
    expect(newSpecialId([])).toMatch(/^special-\d{13}$/);
  });
});

import { addDays as fnsAddDays, addMonths as fnsAddMonths, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addDays, addHours, addMonths, isValidDate, localIsoDate } from './calendar';

// The app used date-fns for these; the domain's own must agree with it on every date it meets.
const days = Array.from({ length: 800 }, (_, i) => new Date(2023, 11, 1 + i, 9, 30));

describe('calendar arithmetic without date-fns', () => {
  it('adds and takes away months as date-fns does, clamping to the last day', () => {
    expect(localIsoDate(addMonths(new Date(2026, 2, 31), -1))).toBe('2026-02-28');
    expect(localIsoDate(addMonths(new Date(2024, 2, 31), -1))).toBe('2024-02-29');
    for (const day of days)
      for (const n of [-24, -13, -2, -1, 1, 12])
        expect(addMonths(day, n).getTime()).toBe(fnsAddMonths(day, n).getTime());
  });

  it('adds calendar days as date-fns does, the time of day kept', () => {
    for (const day of days)
      for (const n of [-7, -2, 1, 7])
        expect(addDays(day, n).getTime()).toBe(fnsAddDays(day, n).getTime());
  });

  it('adds hours as elapsed time', () => {
    expect(addHours(new Date(0), -2).getTime()).toBe(-2 * 3_600_000);
  });

  it("writes a moment's local date as date-fns format 'yyyy-MM-dd' does", () => {
    for (const day of days) expect(localIsoDate(day)).toBe(format(day, 'yyyy-MM-dd'));
    const early = new Date(2026, 0, 5);
    early.setFullYear(33);
    expect(localIsoDate(early)).toBe(format(early, 'yyyy-MM-dd'));
    expect(isValidDate(new Date('nope'))).toBe(false);
    expect(isValidDate(new Date(0))).toBe(true);
  });
});

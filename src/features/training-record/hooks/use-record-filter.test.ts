import { periodQuery } from './use-record-filter';

describe('the period the record asks for', () => {
  const now = new Date(2026, 11, 7, 23, 55);

  it('runs from the first day at midnight to the end of the last day, local time', () => {
    expect(periodQuery({ from: '2026-11-01', to: '2026-11-30' }, now)).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
  });

  it('stays open at its end when it runs to today: a phone clock a little ahead still counts', () => {
    const period = periodQuery({ from: '2025-12-07', to: '2026-12-07' }, now);
    expect(period).toEqual({ from: new Date(2025, 11, 7).toISOString() });
  });
});

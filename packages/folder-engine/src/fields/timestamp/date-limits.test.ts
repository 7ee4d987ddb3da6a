import { describe, expect, it } from 'vitest';
import { allowedDays, isWithinDays } from './date-limits';
import { dayToIso } from './day-inputs';

describe('allowedDays', () => {
  it("puts no floor on a record's own dates: Nov 2024 belongs to the date switcher (spec 000 §5)", () => {
    expect(allowedDays()).toEqual({});
    expect(allowedDays({ min: '2020-12-13' })).toEqual({ min: '2020-12-13' });
  });

  it("keeps the caller's min and max", () => {
    expect(allowedDays({ min: '2025-01-15', max: '2025-03-31' })).toEqual({
      min: '2025-01-15',
      max: '2025-03-31',
    });
  });

  it('refuses a limit that is not a day, or a min after the max', () => {
    expect(() => allowedDays({ max: '31/03/2025' })).toThrow(
      "date limit max must be a day as yyyy-MM-dd, not '31/03/2025'",
    );
    expect(() => allowedDays({ min: '2025-02-30' })).toThrow('date limit min must be a day');
    expect(() => allowedDays({ min: '2025-04-01', max: '2025-03-31' })).toThrow(
      'date limit min 2025-04-01 is after max 2025-03-31',
    );
  });
});

describe('isWithinDays', () => {
  const days = { min: '2025-01-15', max: '2025-03-31' };
  const kolkata = 'Asia/Kolkata';

  it('includes both ends in IST and nothing outside them', () => {
    expect(isWithinDays(dayToIso('2025-01-15', kolkata), days, kolkata)).toBe(true);
    // 23:59 IST on the last day is still that day.
    expect(
      isWithinDays(
        new Date(Date.parse(dayToIso('2025-04-01', kolkata)) - 60_000).toISOString(),
        days,
        kolkata,
      ),
    ).toBe(true);
    expect(isWithinDays(dayToIso('2025-04-01', kolkata), days, kolkata)).toBe(false);
    expect(
      isWithinDays(
        new Date(Date.parse(dayToIso('2025-01-15', kolkata)) - 60_000).toISOString(),
        days,
        kolkata,
      ),
    ).toBe(false);
  });

  // Issue #28 item 2: the limits are days of the business's zone
  it("counts the last day to its end in the business's zone", () => {
    // 20:30 UTC on 31 March is 00:30 on 1 April in Dubai (out) but 31 March in London (in)
    const late = '2025-03-31T20:30:00.000Z';
    expect(isWithinDays(late, days, 'Asia/Dubai')).toBe(false);
    expect(isWithinDays(late, days, 'Europe/London')).toBe(true);
    expect(isWithinDays('2025-03-31T19:30:00.000Z', days, 'Asia/Dubai')).toBe(true);
  });

  it('allows any day when there are no limits', () => {
    expect(isWithinDays('1999-01-01T00:00:00.000Z', {}, kolkata)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedDays, isWithinDays } from './date-limits';
import { istDayToIso } from './ist-dates';

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

  it('includes both ends in IST and nothing outside them', () => {
    expect(isWithinDays(istDayToIso('2025-01-15'), days)).toBe(true);
    // 23:59 IST on the last day is still that day.
    expect(isWithinDays(new Date(Date.parse(istDayToIso('2025-04-01')) - 60_000).toISOString(), days)).toBe(
      true,
    );
    expect(isWithinDays(istDayToIso('2025-04-01'), days)).toBe(false);
    expect(isWithinDays(new Date(Date.parse(istDayToIso('2025-01-15')) - 60_000).toISOString(), days)).toBe(
      false,
    );
  });

  it('allows any day when there are no limits', () => {
    expect(isWithinDays('1999-01-01T00:00:00.000Z', {})).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { compactPeriod, lastReachableDay, monthRoll, stepView, viewRange, weeksOf } from './calendar-view';

const today = '2026-11-17';

describe('the calendar views', () => {
  it('show a year, a month, a Monday-first week and a day around the anchor', () => {
    expect(viewRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(viewRange('month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(viewRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(viewRange('week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(viewRange('day', today)).toEqual({ from: today, to: today });
  });

  it('step by their own length, back without an earliest day, ahead up to 12 months past today', () => {
    expect(stepView('month', '2026-01-31', 1, today)).toBe('2026-02-01');
    expect(stepView('week', today, -1, today)).toBe('2026-11-10');
    expect(stepView('day', today, 1, today)).toBe('2026-11-18');
    expect(stepView('month', '2020-01-05', -1, today)).toBe('2019-12-01');
    expect(lastReachableDay(today)).toBe('2027-11-30');
    expect(stepView('month', '2027-10-01', 1, today)).toBe('2027-11-01');
    expect(stepView('month', '2027-11-01', 1, today)).toBeNull();
    expect(stepView('year', today, 1, today)).toBe('2027-11-01');
    expect(stepView('year', '2027-03-01', 1, today)).toBeNull();
  });

  it('roll 12 months around today in the month switcher, with the shown month', () => {
    const roll = monthRoll(today, today);
    expect(roll).toHaveLength(12);
    expect([roll[0], roll[11]]).toEqual(['2026-06-01', '2027-05-01']);
    expect(monthRoll(today, '2027-09-15')).toContain('2027-09-01');
  });

  it('lay days out in Monday-first weeks with blanks outside the range', () => {
    const weeks = weeksOf(viewRange('month', today));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeksOf(viewRange('week', today))).toHaveLength(1);
  });

  it('name the period compactly for the tab title', () => {
    expect(compactPeriod('month', today, 'eng')).toBe('Nov 26');
    expect(compactPeriod('year', today, 'eng')).toBe('2026');
    expect(compactPeriod('day', today, 'eng')).toBe('17 Nov 26');
    expect(compactPeriod('week', today, 'eng')).toBe('16–22 Nov 26');
  });
});

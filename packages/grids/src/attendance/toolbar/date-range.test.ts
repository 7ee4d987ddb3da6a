import { describe, expect, it } from 'vitest';
import {
  canStep,
  earliestDay,
  monthFromInput,
  periodOf,
  periodRange,
  rangeDays,
  stepPeriod,
  switchKind,
  weekdayOf,
} from './date-range';

describe('month and week ranges', () => {
  it('a month runs from the 1st to its last day, February and leap years included', () => {
    expect(periodRange(periodOf('month', '2026-11-22'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange(periodOf('month', '2025-02-10'))).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(periodRange(periodOf('month', '2028-02-29'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange(periodOf('month', '2025-12-31'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('a week runs Monday to Sunday, across a month or year end', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(6);
    expect(periodRange(periodOf('week', '2026-11-22'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange(periodOf('week', '2026-01-01'))).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('never starts before 1 Nov 2024: the first week is cut to it', () => {
    expect(periodRange(periodOf('week', '2024-11-02'))).toEqual({ from: earliestDay, to: '2024-11-03' });
    expect(rangeDays(periodRange(periodOf('week', '2024-11-01')))).toEqual([
      '2024-11-01',
      '2024-11-02',
      '2024-11-03',
    ]);
  });

  it('lists every day of a range', () => {
    const days = rangeDays(periodRange(periodOf('month', '2026-11-05')));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-11-30');
  });
});

describe('previous and next', () => {
  const today = '2026-11-22';

  it('step a month or a week, across a year end', () => {
    expect(stepPeriod(periodOf('month', '2026-01-15'), -1)).toEqual({ kind: 'month', start: '2025-12-01' });
    expect(stepPeriod(periodOf('month', '2025-12-31'), 1)).toEqual({ kind: 'month', start: '2026-01-01' });
    expect(stepPeriod(periodOf('week', '2026-11-22'), 1)).toEqual({ kind: 'week', start: '2026-11-23' });
  });

  it('stop at Nov 2024 going back and at the period holding today going forward', () => {
    expect(canStep(periodOf('month', '2024-12-10'), -1, today)).toBe(true);
    expect(canStep(periodOf('month', '2024-11-10'), -1, today)).toBe(false);
    expect(canStep(periodOf('week', '2024-11-05'), -1, today)).toBe(true);
    expect(canStep(periodOf('week', '2024-11-01'), -1, today)).toBe(false);
    expect(canStep(periodOf('month', '2026-10-01'), 1, today)).toBe(true);
    expect(canStep(periodOf('month', today), 1, today)).toBe(false);
    expect(canStep(periodOf('week', today), 1, today)).toBe(false);
    expect(canStep(periodOf('week', '2026-11-15'), 1, today)).toBe(true);
  });
});

describe('switching month and week', () => {
  const today = '2026-11-22';

  it('shows the week of today inside the current month, else the month’s first week', () => {
    expect(switchKind(periodOf('month', today), 'week', today)).toEqual({
      kind: 'week',
      start: '2026-11-16',
    });
    expect(switchKind(periodOf('month', '2026-09-14'), 'week', today)).toEqual({
      kind: 'week',
      start: '2026-08-31',
    });
  });

  it('shows the month holding most of the week (its Thursday)', () => {
    expect(switchKind(periodOf('week', '2026-09-01'), 'month', today)).toEqual({
      kind: 'month',
      start: '2026-09-01',
    });
    expect(switchKind(periodOf('week', '2026-06-30'), 'month', today)).toEqual({
      kind: 'month',
      start: '2026-07-01',
    });
    expect(switchKind(periodOf('week', '2026-11-30'), 'month', '2026-11-30')).toEqual({
      kind: 'month',
      start: '2026-11-01',
    });
  });
});

describe('the month picker', () => {
  const today = '2026-11-22';

  it('takes YYYY-MM and keeps it between Nov 2024 and today', () => {
    expect(monthFromInput('2025-03', today)).toEqual({ kind: 'month', start: '2025-03-01' });
    expect(monthFromInput('2024-01', today)).toEqual({ kind: 'month', start: '2024-11-01' });
    expect(monthFromInput('2027-05', today)).toEqual({ kind: 'month', start: '2026-11-01' });
    expect(monthFromInput('2025-13', today)).toBeNull();
    expect(monthFromInput('', today)).toBeNull();
  });
});

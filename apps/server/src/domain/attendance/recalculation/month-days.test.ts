import { describe, expect, it } from 'vitest';
import { monthDays } from './recalculate-month.js';

describe('monthDays', () => {
  it('spans the calendar month, December and February included', () => {
    expect(monthDays(2026, 10, '2026-11-22')).toEqual({ first: '2026-10-01', last: '2026-10-31' });
    expect(monthDays(2025, 12, '2026-11-22')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
    expect(monthDays(2024, 2, '2026-11-22')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
  });

  it('stops at today, and is empty for a month still to come', () => {
    expect(monthDays(2026, 11, '2026-11-22')).toEqual({ first: '2026-11-01', last: '2026-11-22' });
    expect(monthDays(2026, 12, '2026-11-22')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  leaveRowCalendarTab,
  leavesCalendarMonth,
  leavesCalendarTab,
  parseLeavesCalendarTab,
} from './leaves-calendar-tab';

describe('leaves calendar tab names', () => {
  it('name the employee and read it back', () => {
    expect(leavesCalendarTab('9b2e')).toBe('leaves/calendar/9b2e');
    expect(parseLeavesCalendarTab(leavesCalendarTab('9b2e'))).toBe('9b2e');
    expect(leavesCalendarMonth(leavesCalendarTab('9b2e'))).toBeNull();
  });

  it('name the month the calendar opens on', () => {
    const name = leavesCalendarTab('9b2e', '2026-12');
    expect(name).toBe('leaves/calendar/9b2e/2026-12');
    expect(parseLeavesCalendarTab(name)).toBe('9b2e');
    expect(leavesCalendarMonth(name)).toBe('2026-12');
  });

  it('are no other tab', () => {
    for (const name of [
      'leaves',
      'leaves/new',
      'leaves/9b2e',
      'leaves/calendar/',
      'leaves/calendar/a/b',
      'leaves/calendar/a/2026-13',
      'leaves/calendar/a/2026-12/c',
    ]) {
      expect(parseLeavesCalendarTab(name)).toBeNull();
    }
  });

  it("open a leaves list row on its employee's calendar, on the business's month of its first day", () => {
    // 1 Dec 2026 00:00 IST is 30 Nov 18:30 UTC
    expect(
      leaveRowCalendarTab(
        {
          employees_id: [{ id: 'e1', code: 'DI001' }],
          leave_from: '2026-11-30T18:30:00.000Z',
        },
        'Asia/Kolkata',
      ),
    ).toBe('leaves/calendar/e1/2026-12');
    // issue #28 item 2: the same instant is still 30 November (22:30) in Dubai
    expect(
      leaveRowCalendarTab(
        { employees_id: [{ id: 'e1' }], leave_from: '2026-11-30T18:30:00.000Z' },
        'Asia/Dubai',
      ),
    ).toBe('leaves/calendar/e1/2026-11');
    expect(leaveRowCalendarTab({ employees_id: [{ id: 'e1' }], leave_from: null }, 'Asia/Kolkata')).toBe(
      'leaves/calendar/e1',
    );
    expect(leaveRowCalendarTab({ employees_id: null }, 'Asia/Kolkata')).toBeNull();
  });
});

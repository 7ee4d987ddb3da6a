import { describe, expect, it } from 'vitest';
import { leavesCalendarTab, parseLeavesCalendarTab } from './leaves-calendar-tab';

describe('leaves calendar tab names', () => {
  it('name the employee and read it back', () => {
    expect(leavesCalendarTab('9b2e')).toBe('leaves/calendar/9b2e');
    expect(parseLeavesCalendarTab(leavesCalendarTab('9b2e'))).toBe('9b2e');
  });

  it('are no other tab', () => {
    for (const name of ['leaves', 'leaves/new', 'leaves/9b2e', 'leaves/calendar/', 'leaves/calendar/a/b']) {
      expect(parseLeavesCalendarTab(name)).toBeNull();
    }
  });
});

import { type MonthCloseBusiness, monthCloseSteps, type StepCounts } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { istMonths, monthProgress, openSteps } from './steps';

const business = (open: Partial<StepCounts>, closed = false): MonthCloseBusiness => ({
  partners_id: 'p',
  business: 'Sunrise',
  own: true,
  counts: { ...(Object.fromEntries(monthCloseSteps.map((step) => [step, 0])) as StepCounts), ...open },
  closed: closed ? { at: '2026-11-02T10:00:00.000Z', by: 'e' } : null,
  events: [],
});

describe("the month-close screen's steps (issue #32 items 1 and 6)", () => {
  it('lists the open steps in their order and counts the progress over businesses', () => {
    const sunrise = business({ payslips_unapproved: 3, attendance_unapproved: 12 });
    expect(openSteps(sunrise)).toEqual(['attendance_unapproved', 'payslips_unapproved']);
    expect(monthProgress([sunrise, business({}, true)])).toEqual({
      done: 2 * monthCloseSteps.length - 2,
      total: 2 * monthCloseSteps.length,
      closed: 1,
    });
    expect(monthProgress([])).toEqual({ done: 0, total: 0, closed: 0 });
  });

  it('names the IST month and the one before, across a year and at the IST midnight', () => {
    expect(istMonths(Date.parse('2027-01-10T00:00:00Z'))).toEqual({
      current: '2027-01',
      previous: '2026-12',
    });
    // 31 Oct 19:00 UTC is 1 Nov 00:30 in India
    expect(istMonths(Date.parse('2026-10-31T19:00:00Z'))).toEqual({
      current: '2026-11',
      previous: '2026-10',
    });
    expect(istMonths(Date.parse('2026-10-31T18:00:00Z'))).toEqual({
      current: '2026-10',
      previous: '2026-09',
    });
  });
});

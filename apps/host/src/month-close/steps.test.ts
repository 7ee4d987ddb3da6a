import {
  type MonthCloseBusiness,
  monthCloseStepList,
  monthCloseSteps,
  ownBusinessSteps,
  type StepCounts,
} from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { whereBusiness, whereFilters } from '../tabs/where-tab';
import { businessMonths, monthProgress, openSteps, stepLink, stepNote } from './steps';

const business = (open: Partial<StepCounts>, closed = false): MonthCloseBusiness => ({
  partners_id: 'p',
  business: 'Sunrise',
  time_zone: 'Asia/Kolkata',
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

  it("names the business's month and the one before, across a year and at its midnight", () => {
    expect(businessMonths('Asia/Kolkata', Date.parse('2027-01-10T00:00:00Z'))).toEqual({
      current: '2027-01',
      previous: '2026-12',
    });
    // 31 Oct 19:00 UTC is 1 Nov 00:30 in India
    expect(businessMonths('Asia/Kolkata', Date.parse('2026-10-31T19:00:00Z'))).toEqual({
      current: '2026-11',
      previous: '2026-10',
    });
    expect(businessMonths('Asia/Kolkata', Date.parse('2026-10-31T18:00:00Z'))).toEqual({
      current: '2026-10',
      previous: '2026-09',
    });
    // issue #28 item 2: 31 Oct 19:00 UTC is still October (23:00) in Dubai
    expect(businessMonths('Asia/Dubai', Date.parse('2026-10-31T19:00:00Z'))).toEqual({
      current: '2026-10',
      previous: '2026-09',
    });
  });
});

describe("each step's link (issue #32 item 1)", () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  const today = '2026-11-27T18:30:00.000Z';

  it("opens the list of exactly the records the step counts: the month's, in the counted statuses", () => {
    for (const step of monthCloseSteps) {
      const list = monthCloseStepList(step, '2026-03', 'Asia/Kolkata', today);
      const link = stepLink(step, '2026-03', 'Asia/Kolkata', now);
      if (!list) {
        // generation, where the statutory files are downloaded too
        expect(link).toBe(`/tabs/${step.startsWith('invoices') ? 'invoices' : 'payslips'}/generate`);
        continue;
      }
      const name = decodeURIComponent(String(link).replace('/tabs/', ''));
      expect(name.split('/')[0]).toBe(list.folder);
      expect(whereFilters(name)).toEqual(list.filters);
      // the user's own business: no business in the name
      expect(whereBusiness(name)).toBeNull();
    }
    // the leaves undecided in March 2026 (IST), not every 'created' leave of any month
    const leaves = whereFilters(
      decodeURIComponent(String(stepLink('leaves_undecided', '2026-03', 'Asia/Kolkata', now)).slice(6)),
    );
    expect(leaves).toEqual([
      { path: 'leave_status', operator: 'in', value: ['created', 'intermediate_approved'] },
      {
        path: 'leave_days.leave_period',
        operator: 'between',
        value: ['2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z'],
      },
    ]);
    // issue #28 item 2: a Kathmandu business's March opens at its midnight, 15 minutes before India's
    expect(
      whereFilters(
        decodeURIComponent(String(stepLink('leaves_undecided', '2026-03', 'Asia/Kathmandu', now)).slice(6)),
      ),
    ).toContainEqual({
      path: 'leave_days.leave_period',
      operator: 'between',
      value: ['2026-02-28T18:15:00.000Z', '2026-03-31T18:15:00.000Z'],
    });
    // settlements split at the business day's start
    expect(
      whereFilters(
        decodeURIComponent(String(stepLink('settlements_late', '2026-10', 'Asia/Kolkata', now)).slice(6)),
      ),
    ).toContainEqual({ path: 'due_on', operator: 'between', value: [null, today] });
  });
});

describe("a contractor's step on the principal employer's screen (issue #32 item 1)", () => {
  const now = Date.parse('2026-11-28T10:00:00Z');

  it("opens the list in the contractor's business, or nothing where the step is generated there", () => {
    for (const step of monthCloseSteps) {
      const link = stepLink(step, '2026-03', 'Asia/Kolkata', now, 'sunrise');
      const own = stepLink(step, '2026-03', 'Asia/Kolkata', now);
      if (
        !monthCloseStepList(step, '2026-03', 'Asia/Kolkata', '2026-11-27T18:30:00.000Z') ||
        ownBusinessSteps.has(step)
      ) {
        // generation and the files are the own business's; pay and bank fields another business reads empty
        expect(link).toBeNull();
        expect(own).not.toBeNull();
        continue;
      }
      const name = decodeURIComponent(String(link).slice('/tabs/'.length));
      expect(whereBusiness(name)).toBe('sunrise');
      // the same folder and filters as the own business's link
      expect(whereFilters(name)).toEqual(
        whereFilters(decodeURIComponent(String(own).slice('/tabs/'.length))),
      );
      expect(name.split('/')[0]).toBe(String(own).split('/')[2]);
    }
  });
});

describe('who does a step HR cannot (issue #32 item 5)', () => {
  it('tells HR that the admin or an AO approves attendance, and tells those who approve nothing', () => {
    const note = 'Attendance is approved or rejected by the administrator or an attendance officer';
    expect(stepNote('attendance_unapproved', { isAdmin: false, isAO: false })).toBe(note);
    expect(stepNote('attendance_unapproved', { isAdmin: true, isAO: false })).toBeNull();
    expect(stepNote('attendance_unapproved', { isAdmin: false, isAO: true })).toBeNull();
    // HR does the other steps itself
    for (const step of monthCloseSteps.filter((step) => step !== 'attendance_unapproved'))
      expect(stepNote(step, { isAdmin: false, isAO: false })).toBeNull();
  });
});

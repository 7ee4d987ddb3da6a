import { describe, expect, it } from 'vitest';
import { defaultAttendancePolicy, istDayStart } from '../compute/index.js';
import { dayShift, ist, manualEdit, nightShift } from '../compute/testing/test-kit.js';
import type { EmployeeInputs } from './load-inputs.js';
import { inputReadRange, planDays } from './plan-days.js';

const midnight = (day: string) => istDayStart(day);

function inputs(overrides: Partial<EmployeeInputs> = {}): EmployeeInputs {
  return {
    employee: {
      id: 'e1',
      partnersId: 'p1',
      timeZone: 'Asia/Kolkata',
      weeklyOff: 6,
      shiftsId: 'day',
      sitesId: 'home-site',
      designation: null,
      departments: null,
      subsections: null,
      joiningDate: new Date(midnight('2026-11-01')),
    },
    shifts: new Map([
      ['day', dayShift],
      ['night', nightShift],
    ]),
    allocations: [],
    holidayDates: new Set(),
    leaves: [],
    punches: [],
    edits: [],
    punchRequests: [],
    punchMerge: [],
    policy: defaultAttendancePolicy,
    ...overrides,
  };
}

const plan = (input: EmployeeInputs, first: string, last: string, today = '2026-11-30') =>
  planDays(input, first, last, today, ist('2026-11-30 12:00'));
const codes = (days: ReturnType<typeof plan>) => days.map((day) => [day.result.dayKey, day.result.attType]);

describe('planDays', () => {
  it('takes the shift and site of the allocation covering the day, else the employee own', () => {
    const allocation = {
      from: midnight('2026-11-10'),
      to: midnight('2026-11-11'),
      allocationsId: 'a1',
      sitesId: 'night-site',
      shiftsId: 'night',
    };
    const punches = [
      ist('2026-11-10 22:00'),
      ist('2026-11-11 06:10'),
      ist('2026-11-11 09:00'),
      ist('2026-11-11 17:45'),
    ];
    const days = plan(inputs({ allocations: [allocation], punches }), '2026-11-10', '2026-11-11');
    expect(
      days.map((day) => [
        day.result.shiftId,
        day.result.placement.sitesId,
        day.allocationsId,
        day.result.workingMinutes,
      ]),
    ).toEqual([
      ['night', 'night-site', 'a1', 490],
      ['day', 'home-site', null, 525],
    ]);
  });

  it('marks holidays, the weekly off and approved leaves on their days', () => {
    const leave = {
      from: midnight('2026-11-11'),
      to: midnight('2026-11-13'),
      leave: { leaveTypeId: 'cl', leaveTypeCode: 'CL', minutes: 480 },
      approved: true,
    };
    const days = plan(
      inputs({ holidayDates: new Set([midnight('2026-11-10')]), leaves: [leave] }),
      '2026-11-10',
      '2026-11-15',
    );
    expect(codes(days)).toEqual([
      ['2026-11-10', 'H'],
      ['2026-11-11', 'L'],
      ['2026-11-12', 'L'],
      ['2026-11-13', 'A'],
      ['2026-11-14', 'A'],
      ['2026-11-15', 'WO'],
    ]);
  });

  it("pays work on a holiday or weekly off as overtime, or not, as the shift's policy, else the business's, says (#29 item 2)", () => {
    // 10 Nov a holiday, 15 Nov the weekly off (Sunday), each worked 09:00–18:15
    const worked = ['2026-11-10', '2026-11-15'].flatMap((day) => [ist(`${day} 09:00`), ist(`${day} 18:15`)]);
    const overtime = (input: EmployeeInputs) =>
      plan(input, '2026-11-10', '2026-11-15')
        .filter((day) => day.result.workingMinutes > 0)
        .map((day) => [day.result.attType, day.result.workingMinutes, day.result.overtimeMinutes]);
    const base = { holidayDates: new Set([midnight('2026-11-10')]), punches: worked };
    expect(overtime(inputs(base))).toEqual([
      ['H', 555, 555],
      ['WO', 555, 555],
    ]);
    const asCompensatoryOff = {
      ...defaultAttendancePolicy,
      holidayWork: 'compensatory_off' as const,
      compensatoryOffDays: 30,
    };
    expect(overtime(inputs({ ...base, policy: asCompensatoryOff }))).toEqual([
      ['H', 555, 0],
      ['WO', 555, 0],
    ]);
    // the day shows what the work earned: a compensatory off to take within the policy's days
    expect(
      plan(inputs({ ...base, policy: asCompensatoryOff }), '2026-11-10', '2026-11-15').map(
        (day) => day.result.compensatoryOffUntil,
      ),
    ).toEqual(['2026-12-10', null, null, null, null, '2026-12-15']);
    expect(plan(inputs(base), '2026-11-10', '2026-11-10')[0]?.result.compensatoryOffUntil).toBeNull();
    // the shift says otherwise than its business
    const shifts = new Map([['day', { ...dayShift, holidayWork: 'overtime' as const }]]);
    expect(overtime(inputs({ ...base, policy: asCompensatoryOff, shifts }))).toEqual([
      ['H', 555, 555],
      ['WO', 555, 555],
    ]);
  });

  it('keeps a day of a leave not yet approved to its punches, naming the pending leave', () => {
    const pending = {
      from: midnight('2026-11-11'),
      to: midnight('2026-11-12'),
      leave: { leaveTypeId: 'el', leaveTypeCode: 'EL', minutes: 480 },
      approved: false,
    };
    const days = plan(inputs({ leaves: [pending] }), '2026-11-10', '2026-11-11');
    expect(days.map((day) => [day.result.attType, day.result.pendingLeaveTypeId])).toEqual([
      ['A', null],
      ['A', 'el'],
    ]);
  });

  it('writes no day before the joining date or after today', () => {
    const days = plan(inputs(), '2026-10-30', '2026-11-05', '2026-11-03');
    expect(days.map((day) => day.result.dayKey)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('applies only the edits of each day', () => {
    const edits = [{ attendanceDate: midnight('2026-11-12'), edit: manualEdit({ attType: 'T' }) }];
    expect(codes(plan(inputs({ edits }), '2026-11-11', '2026-11-12'))).toEqual([
      ['2026-11-11', 'A'],
      ['2026-11-12', 'T'],
    ]);
  });

  it('reads from two days before the first day to the end of two days after the last', () => {
    const range = inputReadRange('2026-11-10', '2026-11-12', 'Asia/Kolkata');
    expect([range.from.toISOString(), range.to.toISOString()]).toEqual([
      '2026-11-07T18:30:00.000Z',
      '2026-11-14T18:30:00.000Z',
    ]);
  });
});

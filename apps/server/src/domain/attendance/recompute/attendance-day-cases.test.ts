import { payableDays } from '@muster/protocol';
import {
  type AttendanceDayCase,
  attendanceDayCases,
  type CaseEdit,
  type CaseFigures,
  type CaseShiftCode,
  caseDay,
  caseInstant,
  caseShifts,
} from '@muster/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type DayResult,
  defaultAttendancePolicy,
  istDayStart,
  istWeekday,
  type ShiftWindow,
} from '../compute/index.js';
import type { EmployeeInputs } from './load-inputs.js';
import { planDays } from './plan-days.js';

const window = (code: CaseShiftCode): ShiftWindow => {
  const shift = caseShifts[code];
  return {
    id: shift.id,
    startMin: shift.start,
    endMin: shift.end,
    minWorkingMinutes: shift.minWorkingMinutes,
  };
};
const shiftId = (code: CaseShiftCode | null | undefined) => (code ? caseShifts[code].id : null);

/** A whole IST day as an instant span. */
const dayOf = (day: string) => ({ from: istDayStart(day), to: istDayStart(addDays(day, 1)) });

function editOf(edit: CaseEdit) {
  return {
    attendanceDate: istDayStart(caseDay),
    edit: {
      editedAt: caseInstant(`${addDays(caseDay, 1)} 10:00`),
      attType: edit.type ?? null,
      leaveTypeId: null,
      shift: edit.shift ? window(edit.shift) : null,
      sitesId: null,
      designation: null,
      departments: null,
      subsections: null,
      inLieuOf: null,
      inMs: edit.in ? caseInstant(edit.in) : null,
      outMs: edit.out ? caseInstant(edit.out) : null,
      workingMinutes: edit.working ?? null,
      overtimeMinutes: edit.overtime ?? null,
      notes: null,
    },
  };
}

/** The case's stored inputs, as load-inputs reads them from the database. */
function inputsOf(entry: AttendanceDayCase, withEdit: boolean): EmployeeInputs {
  const neighbour = (day: string, code: CaseShiftCode | null | undefined) =>
    code === undefined
      ? []
      : [{ ...dayOf(day), allocationsId: `alloc-${day}`, sitesId: null, shiftsId: shiftId(code) }];
  const leave =
    entry.leave &&
    (
      {
        full: { leaveTypeId: 'cl', leaveTypeCode: 'CL', minutes: 480 },
        half: { leaveTypeId: 'cl', leaveTypeCode: 'CL', minutes: 240 },
        WO: { leaveTypeId: 'wo', leaveTypeCode: 'WO', minutes: 480 },
        CO: { leaveTypeId: 'co', leaveTypeCode: 'CO', minutes: 480 },
      } as const
    )[entry.leave];
  return {
    employee: {
      id: 'employee',
      partnersId: 'partner',
      timeZone: 'Asia/Kolkata',
      weeklyOff: entry.weeklyOff ? istWeekday(caseDay) : null,
      shiftsId: shiftId(entry.shift),
      sitesId: 'site',
      designation: null,
      departments: null,
      subsections: null,
      joiningDate: new Date(istDayStart('2026-01-01')),
    },
    shifts: new Map(
      Object.keys(caseShifts).map((code) => [
        shiftId(code as CaseShiftCode) as string,
        window(code as CaseShiftCode),
      ]),
    ),
    allocations: [
      ...neighbour(addDays(caseDay, -1), entry.previousShift),
      ...neighbour(addDays(caseDay, 1), entry.nextShift),
    ],
    holidayDates: new Set(entry.holiday ? [istDayStart(caseDay)] : []),
    leaves: [
      ...(leave ? [{ ...dayOf(caseDay), leave, approved: true }] : []),
      ...(entry.pendingLeave
        ? [
            {
              ...dayOf(caseDay),
              leave: { leaveTypeId: 'el', leaveTypeCode: 'EL', minutes: 480 },
              approved: false,
            },
          ]
        : []),
    ],
    punches: entry.punches.map(caseInstant),
    edits: withEdit && entry.edit ? [editOf(entry.edit)] : [],
    punchRequests: [],
    policy: {
      ...defaultAttendancePolicy,
      holidayWork: entry.holidayWork ?? defaultAttendancePolicy.holidayWork,
    },
    punchMerge: [
      { effectiveFrom: '2000-01-01', minutes: 3 },
      ...(entry.mergeMinutes === undefined ? [] : [{ effectiveFrom: caseDay, minutes: entry.mergeMinutes }]),
    ],
  };
}

/** The figures the server stores for the day, payable days with the case's status applied. */
function figuresOf(result: DayResult, status: string | null): CaseFigures {
  return {
    code: result.attType,
    working: result.workingMinutes,
    overtime: result.overtimeMinutes,
    difference: result.deficitMinutes,
    payableDays: payableDays({ payableDays: result.payableDays, status }),
    missedPunch: result.isMissedPunch,
  };
}

const computed = (entry: AttendanceDayCase, withEdit: boolean) => {
  const [day] = planDays(
    inputsOf(entry, withEdit),
    caseDay,
    caseDay,
    '2026-11-30',
    caseInstant('2026-11-30 12:00'),
  );
  if (!day) throw new Error('no day planned');
  return figuresOf(day.result, entry.status ?? null);
};

describe('the attendance day table on the server computation (planDays: merge, assignment, computeDay)', () => {
  it('has at least 50 cases', () => {
    expect(attendanceDayCases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(attendanceDayCases.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    if (entry.system) expect(computed(entry, false)).toEqual(entry.system);
    expect(computed(entry, true)).toEqual(entry.expected);
  });
});

import {
  addDays,
  assignPunchesToDays,
  computeDay,
  type DayResult,
  dayKeysBetween,
  earlierDay,
  istDayKey,
  istDayStart,
  istWeekday,
  mergeTaps,
  type ShiftWindow,
} from '../compute/index.js';
import type { AllocationSpan, EmployeeInputs } from './load-inputs.js';

/** A computed day with the placement it is stored under. */
export interface PlannedDay {
  result: DayResult;
  attendanceDate: Date;
  allocationsId: string | null;
}

const covers = (span: { from: number; to: number | null }, instant: number) =>
  span.from <= instant && (span.to === null || instant < span.to);

/**
 * The days `first`..`last` of one employee, computed from loaded inputs. Days before the
 * joining date or after `today` get no row: an absence is only known once the day began.
 */
export function planDays(
  inputs: EmployeeInputs,
  first: string,
  last: string,
  today: string,
  computedAt: number,
) {
  const { timeZone } = inputs.employee;
  const allocationOf = (day: string): AllocationSpan | undefined =>
    inputs.allocations.find((allocation) => covers(allocation, istDayStart(day, timeZone)));
  const shiftOf = (day: string): ShiftWindow | null => {
    const shiftId = allocationOf(day)?.shiftsId ?? inputs.employee.shiftsId;
    return (shiftId && inputs.shifts.get(shiftId)) || null;
  };
  const punchesByDay = assignPunchesToDays(
    mergeTaps(inputs.punches, inputs.punchMerge, timeZone),
    shiftOf,
    timeZone,
  );
  const joined = inputs.employee.joiningDate
    ? istDayKey(new Date(inputs.employee.joiningDate).getTime(), timeZone)
    : null;
  return dayKeysBetween(first, earlierDay(last, today))
    .filter((day) => joined === null || day >= joined)
    .map((day): PlannedDay => {
      const midnight = istDayStart(day, timeZone);
      const allocation = allocationOf(day);
      const shift = shiftOf(day);
      const result = computeDay({
        dayKey: day,
        timeZone,
        punches: punchesByDay.get(day) ?? [],
        shift,
        placement: {
          sitesId: allocation?.sitesId ?? inputs.employee.sitesId,
          designation: inputs.employee.designation,
          departments: inputs.employee.departments,
          subsections: inputs.employee.subsections,
        },
        isHoliday: inputs.holidayDates.has(midnight),
        isWeeklyOff: inputs.employee.weeklyOff === istWeekday(day),
        leave: inputs.leaves.find((leave) => leave.approved && covers(leave, midnight))?.leave ?? null,
        pendingLeaveTypeId:
          inputs.leaves.find((leave) => !leave.approved && covers(leave, midnight))?.leave.leaveTypeId ??
          null,
        edits: inputs.edits.filter((edit) => edit.attendanceDate === midnight).map((edit) => edit.edit),
        punchRequests: inputs.punchRequests
          .filter((request) => request.attendanceDate === midnight)
          .map((request) => request.request),
        computedAt,
        holidayWork: shift?.holidayWork ?? inputs.policy.holidayWork,
        compensatoryOffDays: inputs.policy.compensatoryOffDays,
      });
      return {
        result,
        attendanceDate: new Date(midnight),
        allocationsId: allocation?.allocationsId ?? null,
      };
    });
}

/**
 * The instants to read for the days `first`..`last` of a business in `timeZone`: a punch
 * belongs to its calendar day, the day after or up to two days before (assign-punches.ts),
 * and placing it reads the shift of the day before its owner.
 */
export function inputReadRange(first: string, last: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(istDayStart(addDays(first, -2), timeZone)),
    to: new Date(istDayStart(addDays(last, 3), timeZone)),
  };
}

import type { DayInput, ManualEdit, ShiftWindow } from '../types.js';

/** Epoch ms of an IST wall-clock time, `2026-11-10 09:00`. */
export const ist = (dateTime: string) => Date.parse(`${dateTime.replace(' ', 'T')}:00+05:30`);

export const dayShift: ShiftWindow = {
  id: 'day',
  startMin: 9 * 60,
  endMin: 18 * 60,
  minWorkingMinutes: null,
};
/** 22:00 to 06:00 the next morning: the end is past 1440. */
export const nightShift: ShiftWindow = {
  id: 'night',
  startMin: 22 * 60,
  endMin: 30 * 60,
  minWorkingMinutes: null,
};

export function dayInput(dayKey: string, overrides: Partial<DayInput> = {}): DayInput {
  return {
    dayKey,
    // the zone `ist` reads the fixtures' times in
    timeZone: 'Asia/Kolkata',
    punches: [],
    shift: dayShift,
    placement: { sitesId: 'site', designation: 'guard', departments: null, subsections: null },
    isHoliday: false,
    isWeeklyOff: false,
    leave: null,
    pendingLeaveTypeId: null,
    edits: [],
    computedAt: ist(`${dayKey} 23:59`),
    ...overrides,
  };
}

export function manualEdit(overrides: Partial<ManualEdit>): ManualEdit {
  return {
    editedAt: ist('2026-11-20 10:00'),
    attType: null,
    leaveTypeId: null,
    shift: null,
    sitesId: null,
    designation: null,
    departments: null,
    subsections: null,
    inLieuOf: null,
    inMs: null,
    outMs: null,
    workingMinutes: null,
    overtimeMinutes: null,
    notes: null,
    ...overrides,
  };
}

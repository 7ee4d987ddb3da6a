import type { AttendanceDayCell, EmployeeAttendance } from '@muster/protocol';
import { emptyAttendanceTotals } from '@muster/protocol';
import type { AttendanceReferences, AttendanceUser, CellEditRequest } from '../types';
import { fixtureId, makeAttendanceFixture } from './fixture';

/** The fixture's references plus a Compensatory Off type and a 'Mandi' site, for the editor's tests and stories. */
export function editorReferences(): AttendanceReferences {
  const { references } = makeAttendanceFixture({ employees: 0, from: '2026-11-01', to: '2026-11-01' });
  return {
    ...references,
    sites: [...references.sites, { id: fixtureId(1, 99), code: 'Mandi', label: 'Mandi Yard' }],
    attendanceTypes: [
      ...references.attendanceTypes,
      { id: fixtureId(6, 99), code: 'CO', label: 'Compensatory Off' },
    ],
  };
}

export const typeId = (references: AttendanceReferences, code: string): string => {
  const type = references.attendanceTypes.find((option) => option.code === code);
  if (!type) throw new Error(`no type ${code}`);
  return type.id;
};

export const ordinaryUser: AttendanceUser = {
  employeeId: fixtureId(9, 500),
  isAdmin: false,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  ownBusiness: true,
};
export const officer: AttendanceUser = { ...ordinaryUser, isAO: true };

/** A hand-made employee: Operations A at the first site and shift, joined in 2024. */
export function testEmployee(references: AttendanceReferences): EmployeeAttendance {
  return {
    id: fixtureId(9, 1),
    code: 'E00001',
    first_name: { eng: 'Asha', fr: 'Asha' },
    middle_name: null,
    last_name: { eng: 'Sharma' },
    designation: references.designations[0]?.id ?? null,
    departments: references.departments[0]?.id ?? null,
    subsections: references.subsections[0]?.id ?? null,
    sites_id: references.sites[0]?.id ?? null,
    shifts_id: references.shifts[0]?.id ?? null,
    reporting_manager: null,
    joining_date: '2024-01-01T00:00:00+05:30',
    leaving_date: null,
    days: [],
    dailyCount: [],
    totals: emptyAttendanceTotals(),
  };
}

/** A stored day of the test employee: a Present 09:00–18:00 (540 min, deficit +30) unless overridden. */
export function testDay(
  references: AttendanceReferences,
  date: string,
  code: string,
  overrides: Partial<AttendanceDayCell> = {},
): AttendanceDayCell {
  const employee = testEmployee(references);
  return {
    id: fixtureId(10, Number(date.slice(8, 10))),
    attendance_date: date,
    att_type: { id: typeId(references, code), code },
    attendance_status: null,
    leave_type: null,
    sites_id: employee.sites_id,
    shifts_id: employee.shifts_id,
    shift_code: 'GEN',
    designation: employee.designation,
    departments: employee.departments,
    subsections: employee.subsections,
    in_timestamp: `${date}T09:00:00+05:30`,
    out_timestamp: `${date}T18:00:00+05:30`,
    observed_in_timestamp: `${date}T09:00:00+05:30`,
    observed_out_timestamp: `${date}T18:00:00+05:30`,
    working_minutes: 540,
    overtime_minutes: 0,
    deficit_minutes: 30,
    min_working_minutes: 510,
    leave_minutes: 0,
    payable_days: 1,
    total_punch_count: 2,
    isMissedPunch: false,
    attendance_edit_type: null,
    notes: null,
    exception: [],
    ...overrides,
  };
}

/** A Single Punch day: in at 09:00, no out. */
export const singlePunchDay = (references: AttendanceReferences, date: string): AttendanceDayCell =>
  testDay(references, date, 'SP', {
    out_timestamp: null,
    observed_out_timestamp: null,
    working_minutes: 0,
    deficit_minutes: 0,
    payable_days: 0,
    total_punch_count: 1,
    isMissedPunch: false,
  });

/** A missed punch: a working day with no punch at all, absent until it is fixed (spec 001 §2, §6). */
export const missedPunchDay = (references: AttendanceReferences, date: string): AttendanceDayCell =>
  testDay(references, date, 'A', {
    in_timestamp: null,
    out_timestamp: null,
    observed_in_timestamp: null,
    observed_out_timestamp: null,
    working_minutes: 0,
    deficit_minutes: 0,
    payable_days: 0,
    total_punch_count: 0,
    isMissedPunch: true,
  });

export function cellRequest(
  references: AttendanceReferences,
  date: string,
  day: AttendanceDayCell | null,
): CellEditRequest {
  return { employee: testEmployee(references), date, day, pending: null };
}

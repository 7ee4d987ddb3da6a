import type {
  AttendanceCode,
  AttendanceDailyCount,
  AttendanceDayCell,
  AttendanceHistoryEntry,
  AttendanceTotals,
  EmployeeAttendance,
} from '@muster/protocol';
import {
  attendanceCodes,
  dayDifference,
  dayOvertime,
  dayPayableDays,
  defaultMinWorkingMinutes,
  dueMinutes,
  emptyAttendanceTotals,
  summariseMonth,
} from '@muster/protocol';
import type { AttendanceReferences, AttendanceUser, FetchAttendanceBlock, ShiftOption } from '../types';

/**
 * A deterministic month of attendance for stories, tests and benchmarks: the same
 * `{ employees, from, to, seed }` always gives the same records, ids and totals, shaped
 * as `txn_attendance_list_with_summary` answers them (the server's attendance README).
 */

export interface AttendanceFixtureOptions {
  employees: number;
  /** IST days YYYY-MM-DD, both included. */
  from: string;
  to: string;
  seed?: number;
}

export interface AttendanceFixture {
  records: EmployeeAttendance[];
  references: AttendanceReferences;
  aggregateSummary: AttendanceTotals;
}

/** mulberry32: small, fast and the same on every engine. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID-shaped id from a kind (0–255) and a number, so ids are stable and distinct. */
export function fixtureId(kind: number, n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${hex}`;
}

const option = (kind: number, n: number, code: string, label: string) => ({
  id: fixtureId(kind, n),
  code,
  label,
});

function buildReferences(): AttendanceReferences {
  const shifts: ShiftOption[] = [
    { ...option(2, 1, 'GEN', 'General 09:00–18:00'), start: 540, end: 1080, minWorkingMinutes: null },
    { ...option(2, 2, 'MOR', 'Morning 06:00–14:00'), start: 360, end: 840, minWorkingMinutes: 450 },
    { ...option(2, 3, 'NGT', 'Night 22:00–06:00'), start: 1320, end: 1800, minWorkingMinutes: null },
  ];
  const departments = [
    option(4, 1, 'OPS', 'Operations'),
    option(4, 2, 'SEC', 'Security'),
    option(4, 3, 'FAC', 'Facilities'),
  ];
  return {
    sites: [
      option(1, 1, 'BLR', 'Bengaluru Tech Park'),
      option(1, 2, 'KOL', 'Kolkata Salt Lake'),
      option(1, 3, 'DEL', 'Delhi Okhla'),
      option(1, 4, 'PUN', 'Pune Hinjewadi'),
    ],
    shifts,
    designations: [
      option(3, 1, 'GRD', 'Security Guard'),
      option(3, 2, 'SUP', 'Supervisor'),
      option(3, 3, 'HK', 'Housekeeping'),
      option(3, 4, 'TEC', 'Technician'),
      option(3, 5, 'DRV', 'Driver'),
    ],
    departments,
    subsections: [
      { ...option(5, 1, 'OPS-A', 'Operations A'), departmentId: departments[0]?.id ?? null },
      { ...option(5, 2, 'OPS-B', 'Operations B'), departmentId: departments[0]?.id ?? null },
      { ...option(5, 3, 'SEC-G', 'Gate'), departmentId: departments[1]?.id ?? null },
      { ...option(5, 4, 'FAC-M', 'Maintenance'), departmentId: departments[2]?.id ?? null },
    ],
    attendanceTypes: attendanceCodes.map((code, index) => option(6, index + 1, code, code)),
    leaveTypes: [
      option(7, 1, 'CL', 'Casual Leave'),
      option(7, 2, 'SL', 'Sick Leave'),
      option(7, 3, 'EL', 'Earned Leave'),
    ],
    reportingOfficers: [
      option(8, 1, 'RO1', 'Meera Iyer'),
      option(8, 2, 'RO2', 'Arjun Das'),
      option(8, 3, 'RO3', 'Kavita Rao'),
    ],
    // the fixture's instants are written at IST (+05:30, `istInstant` below)
    timeZone: 'Asia/Kolkata',
  };
}

const firstNames = [
  'Asha',
  'Ravi',
  'Sunita',
  'Imran',
  'Priya',
  'Deepak',
  'Lakshmi',
  'Sourav',
  'Neha',
  'Vikram',
];
const lastNames = [
  'Sharma',
  'Banerjee',
  'Khan',
  'Reddy',
  'Patel',
  'Ghosh',
  'Nair',
  'Singh',
  'Mukherjee',
  'Joshi',
];

/** Totals of stored days by the server's rules (spec 001 §3 summary, §9 payable days). */
export function totalsOfDays(days: readonly AttendanceDayCell[]): AttendanceTotals {
  return summariseMonth(
    days.flatMap((day) =>
      day.att_type
        ? [
            {
              attType: day.att_type.code as AttendanceCode,
              overtimeMinutes: day.overtime_minutes,
              deficitMinutes: day.deficit_minutes,
              payableDays: day.payable_days,
              status: day.attendance_status,
            },
          ]
        : [],
    ),
  );
}

export function addTotals(sum: AttendanceTotals, add: AttendanceTotals): AttendanceTotals {
  const result = { ...sum };
  for (const key of Object.keys(result) as (keyof AttendanceTotals)[]) result[key] += add[key];
  return result;
}

/** The IST days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** An instant of an IST day at `minutes` after its midnight (may pass 1440). */
const istInstant = (date: string, minutes: number) =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + minutes * 60_000).toISOString();

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Weighted day types of an ordinary working day. */
const workdayTypes: readonly [AttendanceCode, number][] = [
  ['P', 0.74],
  ['A', 0.06],
  ['SP', 0.05],
  ['HD', 0.04],
  ['L', 0.04],
  ['PR', 0.02],
  ['T', 0.02],
  ['R', 0.01],
  ['LWP', 0.01],
  ['H', 0.01],
];

function pickWeighted(random: () => number): AttendanceCode {
  let roll = random();
  for (const [code, weight] of workdayTypes) {
    roll -= weight;
    if (roll < 0) return code;
  }
  return 'P';
}

function pickStatus(random: () => number): string | null {
  const roll = random();
  if (roll < 0.4) return 'final_approved';
  if (roll < 0.52) return 'intermediate_approved';
  if (roll < 0.56) return 'rejected';
  if (roll < 0.6) return 'settled';
  return null;
}

interface DayContext {
  random: () => number;
  references: AttendanceReferences;
  employee: EmployeeAttendance;
  date: string;
  id: string;
}

function buildDay({ random, references, employee, date, id }: DayContext): AttendanceDayCell {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const code: AttendanceCode = weekday === 0 ? 'WO' : pickWeighted(random);
  const shift = references.shifts.find((s) => s.id === employee.shifts_id) ?? references.shifts[0];
  const start = shift?.start ?? 540;
  const end = shift?.end ?? 1080;
  const minimum = shift?.minWorkingMinutes ?? defaultMinWorkingMinutes;
  const worked = code === 'P' || code === 'HD' || code === 'SP' || code === 'T';
  const inMinutes = start + Math.floor(random() * 31) - 10;
  const workingMinutes =
    code === 'P'
      ? minimum - 30 + Math.floor(random() * 150)
      : code === 'HD'
        ? Math.floor(minimum / 2) + Math.floor(random() * 120)
        : code === 'T'
          ? 480
          : 0;
  const outMinutes = code === 'SP' ? null : inMinutes + workingMinutes;
  const overtime = dayOvertime(code, workingMinutes, end - start);
  const editRoll = random();
  const editType = editRoll < 0.06 ? 'manual' : editRoll < 0.1 ? 'system' : null;
  const status = pickStatus(random);
  const leaveType =
    code === 'L' || (code === 'HD' && random() < 0.3) ? pick(random, references.leaveTypes).id : null;
  const leaveMinutes = code === 'L' ? 480 : leaveType ? 240 : 0;
  // the server's figures (protocol's rules), the difference signed as the server keeps it
  const difference = dayDifference(code, workingMinutes, dueMinutes(minimum, leaveMinutes));
  const typeOption = references.attendanceTypes.find((t) => t.code === code);
  const at = istInstant(date, 1380);
  const exception: AttendanceHistoryEntry[] = [
    {
      type: 'system',
      description: 'System calculation',
      edit_timestamp: at,
      attendance_code: editType === 'manual' ? 'SP' : code,
      working_minutes: workingMinutes,
      overtime_minutes: overtime,
    },
  ];
  if (editType === 'manual') {
    exception.push({
      type: 'manual',
      description: 'Manual edit',
      edit_timestamp: istInstant(date, 1440 + 600),
      attendance_code: code,
      working_minutes: workingMinutes,
      overtime_minutes: overtime,
    });
  }
  return {
    id,
    attendance_date: date,
    att_type: typeOption ? { id: typeOption.id, code } : null,
    attendance_status: status,
    leave_type: leaveType,
    sites_id: employee.sites_id,
    shifts_id: shift?.id ?? null,
    shift_code: shift?.code ?? null,
    designation: employee.designation,
    departments: employee.departments,
    subsections: employee.subsections,
    in_timestamp: worked ? istInstant(date, inMinutes) : null,
    out_timestamp: worked && outMinutes !== null ? istInstant(date, outMinutes) : null,
    observed_in_timestamp: worked ? istInstant(date, inMinutes) : null,
    observed_out_timestamp: worked && outMinutes !== null ? istInstant(date, outMinutes) : null,
    working_minutes: workingMinutes,
    overtime_minutes: overtime,
    deficit_minutes: difference,
    min_working_minutes: minimum,
    leave_minutes: leaveMinutes,
    payable_days: dayPayableDays(code, leaveMinutes, workingMinutes, minimum),
    total_punch_count: code === 'SP' ? 1 : worked ? 2 : 0,
    isMissedPunch: code === 'A',
    attendance_edit_type: editType,
    notes: null,
    exception,
  };
}

function dailyCountOf(days: readonly AttendanceDayCell[]): AttendanceDailyCount[] {
  return days.map((day) => ({
    attendance_date: istInstant(day.attendance_date, 0),
    total_punch_count: day.total_punch_count,
    working_minutes: day.working_minutes,
  }));
}

export function makeAttendanceFixture({
  employees,
  from,
  to,
  seed = 1,
}: AttendanceFixtureOptions): AttendanceFixture {
  const random = randomSource(seed);
  const references = buildReferences();
  const dates = daysBetween(from, to);
  const subsectionsOf = (departmentId: string | null) =>
    references.subsections.filter((s) => s.departmentId === departmentId);
  let dayNumber = 0;
  let aggregateSummary = emptyAttendanceTotals();
  const records: EmployeeAttendance[] = [];
  for (let n = 1; n <= employees; n += 1) {
    const department = pick(random, references.departments);
    const subsection = subsectionsOf(department.id)[0] ?? null;
    // One employee in twenty joins during the range, leaving the days before as empty cells.
    const joiningIndex = random() < 0.05 ? Math.floor(random() * dates.length) : 0;
    const joiningDay = dates[joiningIndex] ?? from;
    const employee: EmployeeAttendance = {
      id: fixtureId(9, n),
      code: `E${String(n).padStart(5, '0')}`,
      first_name: { eng: pick(random, firstNames) },
      middle_name: null,
      last_name: { eng: pick(random, lastNames) },
      designation: pick(random, references.designations).id,
      departments: department.id,
      subsections: subsection?.id ?? null,
      sites_id: pick(random, references.sites).id,
      shifts_id: pick(random, references.shifts).id,
      reporting_manager: pick(random, references.reportingOfficers).id,
      joining_date: istInstant(joiningIndex > 0 ? joiningDay : '2024-01-01', 0),
      leaving_date: null,
      days: [],
      dailyCount: [],
      totals: emptyAttendanceTotals(),
    };
    employee.days = dates.slice(joiningIndex).map((date) => {
      dayNumber += 1;
      return buildDay({ random, references, employee, date, id: fixtureId(10, dayNumber) });
    });
    employee.dailyCount = dailyCountOf(employee.days);
    employee.totals = totalsOfDays(employee.days);
    aggregateSummary = addTotals(aggregateSummary, employee.totals);
    records.push(employee);
  }
  return { records, references, aggregateSummary };
}

export interface FixtureFetchOptions {
  /** Milliseconds before each reply, to show loading placeholders. */
  delayMs?: number;
  /** Every call's offset and limit, in order, for tests. */
  calls?: { offset: number; limit: number }[];
}

/** Answers block requests from memory, as the list txn would for these records (the totals of all with block 0 only). */
export function fixtureFetchBlock(
  records: readonly EmployeeAttendance[],
  { delayMs = 0, calls }: FixtureFetchOptions = {},
): FetchAttendanceBlock {
  const aggregateSummary = records.reduce(
    (sum, record) => addTotals(sum, record.totals),
    emptyAttendanceTotals(),
  );
  return async (offset, limit) => {
    calls?.push({ offset, limit });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return {
      records: records.slice(offset, offset + limit),
      rowCount: records.length,
      ...(offset === 0 ? { aggregateSummary } : {}),
    };
  };
}

/** An attendance officer of the fixture's business: every action of the grid is open to them. */
export const fixtureOfficer: AttendanceUser = {
  employeeId: null,
  isAdmin: false,
  isAO: true,
  isRO: false,
  isHR: false,
  isDCO: false,
  ownBusiness: true,
};

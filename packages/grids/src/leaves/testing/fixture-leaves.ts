import { RecordingTxnClient } from '@muster/folder-engine/testing';
import { defaultBusinessTimeZone, type LeaveQuotaRecord } from '@muster/protocol';
import { addDays } from '../../attendance/toolbar/date-range';
import { businessMidnight, type LeaveRecord } from '../leave-calendar';

/** A stored leave with the employee it is for, as the fixture client keeps it. */
export type FixtureLeave = LeaveRecord & { employee: string };

const ref = (code: string) => [{ id: `leave-type-${code}`, code }];
const period = (from: string, days: number, timeZone: string): [string, string] => [
  businessMidnight(from, timeZone),
  businessMidnight(addDays(from, days), timeZone),
];

/**
 * One leave of one day row (`days` long) for stories and tests, its days those of `timeZone`
 * (the business's; the default zone unless named).
 */
export function fixtureLeave(
  id: string,
  employee: string,
  from: string,
  options: {
    days?: number;
    type?: string;
    status?: string;
    half?: 'first_half' | 'second_half';
    timeZone?: string;
  } = {},
): FixtureLeave {
  const { days = 1, type = 'CL', status = 'created', half, timeZone = defaultBusinessTimeZone } = options;
  return {
    id,
    employee,
    leave_status: status,
    leave_days: [
      {
        id: `${id}-day`,
        leave_period: period(from, days, timeZone),
        leave_types_id: ref(type),
        leave_status: status,
        leave_minutes: half ? 240 : 480,
        half_day_duration: half ? ref(half) : null,
      },
    ],
  };
}

/** The quota the fixture answers: CL, the document-needing SL and the compensatory off's credits. */
export const fixtureQuota: LeaveQuotaRecord = {
  leaves_left: 4,
  yearly_leaves_left: 20,
  status: 'applicable',
  input_date: '2026-11-17',
  applicable_leave_types: [
    { ...fixtureType('CL'), allow_half_day: true, leaves_left: 1, yearly_leaves_left: 8 },
    { ...fixtureType('SL'), mandatory_document_upload: true, leaves_left: 3, yearly_leaves_left: 12 },
    // credits earned, not a quota: one expired unused, one to take (#29 item 2)
    {
      ...fixtureType('CO'),
      allow_half_day: true,
      leaves_left: 1,
      yearly_leaves_left: 1,
      compensatory_off: {
        next_until: '2026-12-20',
        history: [
          { kind: 'earned', day: '2026-09-06', days: 1, earned_on: '2026-09-06', until: '2026-11-05' },
          { kind: 'expired', day: '2026-11-05', days: 1, earned_on: '2026-09-06', until: '2026-11-05' },
          { kind: 'earned', day: '2026-10-21', days: 1, earned_on: '2026-10-21', until: '2026-12-20' },
        ],
      },
    },
  ],
};

function fixtureType(code: string) {
  return {
    id: `leave-type-${code}`,
    code,
    name: { eng: code },
    mandatory_document_upload: false,
    allow_half_day: false,
    paid: true,
    leaves_left: 0,
    yearly_leaves_left: 0,
  };
}

const halfDayRows = [
  { id: 'half-first', code: 'first_half', leave_minutes: 240 },
  { id: 'half-second', code: 'second_half', leave_minutes: 240 },
];

const answer = (records: unknown[]) => ({ records, message: 'ok', data: {} });

/**
 * A client answering the calendar as the server does: `txn_leaves_list` from leaves in
 * memory (the employee filter when one is named, and a leave day's `[start, end)`
 * overlapping the asked period), the quota, the half-day durations, and any write with
 * success. `asked` keeps every txn it got.
 */
export function fixtureLeavesClient(leaves: readonly FixtureLeave[], options: { delayMs?: number } = {}) {
  const client = new RecordingTxnClient(async (txn) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (txn.name === 'txn_show_leaves_quota') return answer([fixtureQuota]);
    if (txn.name === 'txn_half_day_duration_list') return answer(halfDayRows);
    if (txn.name !== 'txn_leaves_list') return answer([{ id: 'written' }]);
    type Filter = { path: string; value: unknown };
    const filters = txn.params?.filters as { filterInput: Filter[] };
    const byEmployee = filters.filterInput.find((filter) => filter.path === 'employees_id');
    const byPeriod = filters.filterInput.find((filter) => filter.path === 'leave_days.leave_period');
    const [from, to] = (byPeriod?.value ?? ['', '']) as [string, string];
    const records = leaves.filter(
      (leave) =>
        (!byEmployee || leave.employee === byEmployee.value) &&
        (leave.leave_days ?? []).some((day) => {
          const [start, end] = day.leave_period ?? [null, null];
          return start !== null && end !== null && start < to && end > from;
        }),
    );
    return answer(
      records.map((leave) => ({
        ...leave,
        employees_id: [{ id: leave.employee, code: leave.employee.toUpperCase() }],
      })),
    );
  });
  return { client, asked: client.sent };
}

import type { TxnClient } from '@muster/folder-engine';
import type { Txn } from '@muster/protocol';
import { addDays } from '../attendance/toolbar/date-range';
import { istMidnight, type LeaveRecord } from './leave-calendar';

/** A stored leave with the employee it is for, as the fixture client keeps it. */
export type FixtureLeave = LeaveRecord & { employee: string };

const ref = (code: string) => [{ id: `leave-type-${code}`, code }];
const period = (from: string, days: number): [string, string] => [
  istMidnight(from),
  istMidnight(addDays(from, days)),
];

/** One leave of one day row (`days` long) for stories and tests. */
export function fixtureLeave(
  id: string,
  employee: string,
  from: string,
  options: { days?: number; type?: string; status?: string; half?: 'first_half' | 'second_half' } = {},
): FixtureLeave {
  const { days = 1, type = 'CL', status = 'created', half } = options;
  return {
    id,
    employee,
    leave_status: status,
    leave_days: [
      {
        id: `${id}-day`,
        leave_period: period(from, days),
        leave_types_id: ref(type),
        leave_status: status,
        leave_minutes: half ? 240 : 480,
        half_day_duration: half ? ref(half) : null,
      },
    ],
  };
}

/**
 * A client answering the calendar's `txn_leaves_list` from leaves in memory as the server
 * does: the employee filter, and a leave day's `[start, end)` overlapping the asked period.
 * `asked` keeps every txn it got.
 */
export function fixtureLeavesClient(leaves: readonly FixtureLeave[], options: { delayMs?: number } = {}) {
  const asked: Txn[] = [];
  const client: TxnClient = {
    async run<R>(txn: Txn) {
      asked.push(txn);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      type Filter = { value: unknown };
      const filters = txn.params?.filters as { filterInput: [Filter, Filter] };
      const [byEmployee, byPeriod] = filters.filterInput;
      const [from, to] = byPeriod.value as [string, string];
      const records = leaves.filter(
        (leave) =>
          leave.employee === byEmployee.value &&
          (leave.leave_days ?? []).some((day) => {
            const [start, end] = day.leave_period ?? [null, null];
            return start !== null && end !== null && start < to && end > from;
          }),
      );
      return { records: records as R[], message: 'ok', data: {} };
    },
    onBroadcast: () => () => {},
  };
  return { client, asked };
}

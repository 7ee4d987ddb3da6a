import type { SeededRandom } from './random.js';
import { instantRange, istDay, type SeedTable } from './seed-rows.js';

export interface LeavePlan {
  partnerId: string;
  /** Employees who may be on leave; a leave is drawn for a share of them. */
  employees: readonly string[];
  leaveTypes: Record<string, string>;
}

// The demo's month: November 2026, from the 2nd to the 27th so every leave stays inside it.
const demoMonth = '2026-11';
const monthBefore = '2026-10';
const statuses = [
  'created',
  'created',
  'intermediate_approved',
  'final_approved',
  'final_approved',
  'rejected',
];

const dayOf = (day: number, month = demoMonth) => istDay(`${month}-${String(day).padStart(2, '0')}`);

/** One leave of one to three days each for about a fifth of the employees, in the demo month. */
export function buildLeaves(random: SeededRandom, plan: LeavePlan): SeedTable[] {
  const leaves: Record<string, unknown>[] = [];
  const days: Record<string, unknown>[] = [];
  const types = ['CL', 'CL', 'SL', 'EL'].map((code) => plan.leaveTypes[code] as string);
  for (const employee of plan.employees) {
    if (random.next() > 0.2) continue;
    const id = random.uuid();
    const status = random.pick(statuses);
    const first = random.int(2, 25);
    const length = random.int(1, 3);
    leaves.push({
      id,
      partners_id: plan.partnerId,
      employees_id: employee,
      leave_status: status,
      txn_state: status,
      notes: random.pick(['Family function', 'Fever', 'Travelling to native village', 'Personal work', null]),
      created_by: employee,
    });
    days.push({
      parent_id: id,
      leave_period: instantRange(dayOf(first), dayOf(first + length)),
      leave_types_id: random.pick(types),
      leave_minutes: 480,
      leave_status: status,
    });
  }
  return [
    { table: 'leaves', rows: leaves },
    { table: 'leaves__leave_days', rows: days },
  ];
}

/** A demo user who signs in, and its business. */
export interface LeaveUser {
  employeeId: string;
  partnerId: string;
}

/**
 * One user's leaves (issue #14 item 5): the month before the demo's and the demo's, in every
 * status, so each role has its own leaves to see and its officers work to do. The days stay
 * clear of the 4th-5th and 11th-12th of the demo month (the Playwright flow applies there)
 * and within each type's quota; SL is cancelled, so it needs no certificate.
 */
const userLeaves: {
  month: string;
  first: number;
  days: number;
  type: string;
  status: string;
  half?: 'first_half' | 'second_half';
  notes: string;
}[] = [
  { month: monthBefore, first: 12, days: 1, type: 'CL', status: 'final_approved', notes: 'Family function' },
  { month: monthBefore, first: 19, days: 2, type: 'EL', status: 'rejected', notes: 'Durga Puja travel' },
  {
    month: monthBefore,
    first: 27,
    days: 1,
    type: 'EL',
    status: 'intermediate_approved',
    notes: 'Personal work',
  },
  {
    month: demoMonth,
    first: 3,
    days: 1,
    type: 'CL',
    status: 'created',
    half: 'first_half',
    notes: 'Bank visit',
  },
  { month: demoMonth, first: 9, days: 1, type: 'SL', status: 'cancelled', notes: 'Fever' },
  {
    month: demoMonth,
    first: 16,
    days: 2,
    type: 'EL',
    status: 'intermediate_approved',
    notes: 'Wedding in the family',
  },
  {
    month: demoMonth,
    first: 26,
    days: 2,
    type: 'EL',
    status: 'created',
    notes: 'Travelling to native village',
  },
];

export function buildUserLeaves(
  random: SeededRandom,
  users: readonly LeaveUser[],
  refs: { leaveTypes: Record<string, string>; halfDays: Record<string, string> },
): SeedTable[] {
  const leaves: Record<string, unknown>[] = [];
  const days: Record<string, unknown>[] = [];
  for (const user of users) {
    for (const planned of userLeaves) {
      const id = random.uuid();
      leaves.push({
        id,
        partners_id: user.partnerId,
        employees_id: user.employeeId,
        leave_status: planned.status,
        txn_state: planned.status,
        notes: planned.notes,
        created_by: user.employeeId,
      });
      days.push({
        parent_id: id,
        leave_period: instantRange(
          dayOf(planned.first, planned.month),
          dayOf(planned.first + planned.days, planned.month),
        ),
        leave_types_id: refs.leaveTypes[planned.type],
        half_day_duration: planned.half ? refs.halfDays[planned.half] : null,
        leave_minutes: planned.half ? 240 : 480,
        leave_status: planned.status,
      });
    }
  }
  return [
    { table: 'leaves', rows: leaves },
    { table: 'leaves__leave_days', rows: days },
  ];
}

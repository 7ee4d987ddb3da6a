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
const statuses = [
  'created',
  'created',
  'intermediate_approved',
  'final_approved',
  'final_approved',
  'rejected',
];

const dayOf = (day: number) => istDay(`${demoMonth}-${String(day).padStart(2, '0')}`);

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

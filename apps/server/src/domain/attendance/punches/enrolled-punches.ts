import { rankWith } from '@muster/protocol';
import { sql, type Transaction } from 'kysely';
import type { WriteHook } from '../../../engine/patch/write-hooks.js';
import type { Database } from '../../../platform/db/schema.js';
import { recomputePunchedDaysIn } from '../recompute/index.js';
import { allowedClockAheadMs } from './store-punches.js';
import { applyUnmatchedPunches } from './unmatched-punches.js';

/**
 * After employees are written (created, or a code changed): the unmatched punches of an
 * unknown PIN that is now one of their codes are applied and the days recomputed, in the
 * writer's transaction (issue #29 item 4: applied automatically on enrolment).
 */
async function applyPunchesOfEnrolled(
  trx: Transaction<Database>,
  employeeIds: readonly string[],
): Promise<void> {
  if (!employeeIds.length) return;
  const enrolled = await sql<{ partners_id: string; codes: string[] }>`
    select partners_id, array_agg(code) as codes from employees
    where id = any(${[...employeeIds]}::uuid[]) and not deleted and code is not null
      and exists (select 1 from unmatched_punches u
        where u.partners_id = employees.partners_id and u.reason = 'unknown_pin'
          and u.applied_at is null and not u.deleted and lower(u.employee_code) = lower(employees.code))
    group by partners_id`.execute(trx);
  for (const { partners_id, codes } of enrolled.rows) {
    const outcome = await applyUnmatchedPunches(trx, partners_id, { codes }, allowedClockAheadMs);
    if ('punched' in outcome) await recomputePunchedDaysIn(trx, outcome.punched);
  }
}

/**
 * The generic write's hook of employees (registered at app/write-hooks.ts): an employee
 * enrolled with a code a device already punched gets those punches now.
 */
export const enrolledPunchesWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => definition.name === 'employees'),
  open: () => ({
    async after(trx, _patch, written) {
      await applyPunchesOfEnrolled(
        trx,
        written.filter((row) => row.op !== 'D').map((row) => row.id),
      );
    },
  }),
};

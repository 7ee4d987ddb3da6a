import {
  type ApplicableLeaveType,
  type BusinessEnv,
  businessDayKey,
  compensatoryOffLeaveCode,
  type FolderDefinition,
  type LeaveQuotaRecord,
  leaveMessages,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { patchMessages } from '../../../engine/patch/messages.js';
import { listScope, scopeSql } from '../../../engine/scope/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import { isApplicable } from '../rules/day-rules.js';
import { loadCompensatoryOffCredits, loadLeaveEmployee, loadLeaveTypes, loadTakenDays } from '../store.js';
import { compensatoryOffLedger } from './compensatory-off.js';
import { balanceOn } from './rules.js';

/** Whether the employee's leaves are in the user's leaves scope (the rows its list shows). */
async function inLeavesScope(
  db: Kysely<Database>,
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
  employeeId: string,
): Promise<boolean> {
  const scope = listScope(definition, env, targetSwhandle);
  // the employee as one of its leaves would be: its id as the owner, its business as the row's
  const rows = await sql<{ found: number }>`select 1 as found from (
      select e.id, e.id as employees_id, e.partners_id from employees e where e.id = ${employeeId} and not e.deleted
    ) as l where ${scopeSql(scope, env)('l')}`.execute(db);
  return rows.rows.length > 0;
}

/**
 * txn_show_leaves_quota (spec 000 §3, §7): the balance of each type the employee may apply
 * for on `day` (today in the employee's business's zone when none is named, issue #28 item 2),
 * and the paid types' totals. No applicable type is the spec's quota error.
 */
export async function showLeavesQuota(
  db: Kysely<Database>,
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
  employeeId: string,
  dayAsked: string | undefined,
): Promise<LeaveQuotaRecord> {
  if (!(await inLeavesScope(db, definition, env, targetSwhandle, employeeId)))
    throw new TxnError(patchMessages.notFound);
  const employee = await loadLeaveEmployee(db, employeeId);
  if (!employee) throw new TxnError(patchMessages.notFound);
  const day = dayAsked ?? businessDayKey(Date.now(), employee.timeZone);
  const types = (await loadLeaveTypes(db)).filter((type) => isApplicable(type, employee));
  if (!types.length) throw new TxnError(leaveMessages.quotaNotApplicable);
  const taken = await loadTakenDays(db, employee, `${employee.firstYear}-01-01`);
  const credits = types.some((type) => type.code === compensatoryOffLeaveCode)
    ? await loadCompensatoryOffCredits(db, employee)
    : [];
  const applicable: ApplicableLeaveType[] = types.map((type) => {
    const ofType = taken.filter((takenDay) => takenDay.leaveTypesId === type.id);
    const shown = {
      id: type.id,
      code: type.code,
      name: type.name,
      mandatory_document_upload: type.mandatory_document_upload,
      allow_half_day: type.allow_half_day,
      paid: type.paid,
    };
    if (type.code === compensatoryOffLeaveCode) {
      // the credits earned, not a quota: the same ledger the write checks a CO leave against
      const ledger = compensatoryOffLedger(credits, ofType, [], day);
      return {
        ...shown,
        leaves_left: ledger.balance,
        yearly_leaves_left: ledger.balance,
        compensatory_off: { next_until: ledger.next_until, history: ledger.history },
      };
    }
    const balance = balanceOn(day, type.rules, ofType, employee.firstYear);
    return { ...shown, leaves_left: balance.monthLeft, yearly_leaves_left: balance.yearLeft };
  });
  const paid = applicable.filter((type) => type.paid);
  return {
    leaves_left: paid.reduce((total, type) => total + type.leaves_left, 0),
    yearly_leaves_left: paid.reduce((total, type) => total + type.yearly_leaves_left, 0),
    status: 'applicable',
    input_date: day,
    applicable_leave_types: applicable,
  };
}

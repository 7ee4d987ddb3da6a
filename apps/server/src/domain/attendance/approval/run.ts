import type { AttendanceApprovalReply, AttendanceCellRef, ReplyData } from '@muster/protocol';
import { permittedTxn } from '../../../engine/lists/permitted-txn.js';
import { listScope } from '../../../engine/scope/index.js';
import type { ServerContext, TxnCall } from '../../../engine/server-context.js';
import { TxnError } from '../../../platform/refusal.js';
import { refuseClosedEmployeeDays } from '../../month-lock/month-lock.js';
import { applyApproval } from './apply.js';
import type { ApprovalPlan, StoredCell } from './rules.js';

export interface ApprovalTxn<Status extends string> {
  name: string;
  status: Status;
  plan: (cells: (StoredCell | null)[], status: Status) => ApprovalPlan;
  /** The success text, and the warning naming the cells skipped as already done. */
  done: string;
  skipped: string;
}

/**
 * Approve or reject: the catalogue permission, then the plan over the stored cells. A
 * refusal writes nothing; skipped cells come back as a warning with their count.
 */
export async function runApprovalTxn<Status extends string>(
  {
    params,
    session,
    txn: frameTxn,
  }: Pick<TxnCall, 'session' | 'txn'> & { params: { cells: AttendanceCellRef[] } },
  server: ServerContext,
  txn: ApprovalTxn<Status>,
): Promise<ReplyData> {
  const { definition } = permittedTxn(server, session, 'attendance', txn.name);
  const { status } = txn;
  // a closed month's days are neither approved nor rejected (issue #32 item 3)
  await refuseClosedEmployeeDays(
    server.db,
    params.cells.map((cell) => ({ employeeId: cell.employees_id, from: cell.attendance_date })),
  );
  const plan = await applyApproval(server.db, {
    env: session.env,
    scope: listScope(definition, session.env, frameTxn.target_swhandle),
    cells: params.cells,
    status,
    plan: (cells) => txn.plan(cells, status),
  });
  const warnings = (count: number) => (count ? [{ message: txn.skipped, count }] : []);
  if (plan.kind === 'refused')
    throw new TxnError(plan.message, plan.count ? { warnings: warnings(plan.count) } : undefined);
  const reply: AttendanceApprovalReply = {
    status,
    written: plan.ids.length,
    skipped: plan.skipped,
    warnings: warnings(plan.skipped),
  };
  return { records: [], message: txn.done, ...reply };
}

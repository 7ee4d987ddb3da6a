import type { AttendanceApprovalReply, ReplyData } from '@muster/protocol';
import { listScope } from '../../scope/index.js';
import { requireSession, type ServerContext, TxnError, type TxnRequest } from '../../txn/types.js';
import { permittedTxn } from '../txn-folder.js';
import { applyApproval } from './apply.js';
import { ApprovalParamsError, type SelectedCell } from './params.js';
import type { ApprovalPlan, StoredCell } from './rules.js';

export interface ApprovalTxn<Status extends string> {
  name: 'txn_attendance_approve' | 'txn_attendance_reject';
  parse: (params: unknown) => { cells: SelectedCell[]; status?: Status };
  defaultStatus: Status;
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
  request: TxnRequest,
  server: ServerContext,
  txn: ApprovalTxn<Status>,
): Promise<ReplyData> {
  const session = requireSession(request);
  const { definition } = permittedTxn(server, session, 'attendance', txn.name);
  let params: ReturnType<ApprovalTxn<Status>['parse']>;
  try {
    params = txn.parse(request.txn.params);
  } catch (error) {
    if (error instanceof ApprovalParamsError) throw new TxnError(error.message, { issues: [error.issues] });
    throw error;
  }
  const status = params.status ?? txn.defaultStatus;
  const plan = await applyApproval(server.db, {
    env: session.env,
    scope: listScope(definition, session.env, request.txn.target_swhandle),
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

import { type AttendanceEdit, attendanceMessages, type ReplyData } from '@muster/protocol';
import { permittedTxn } from '../../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../../engine/scope/business-zone.js';
import { listScope } from '../../../engine/scope/index.js';
import type { ServerContext, TxnCall } from '../../../engine/server-context.js';
import { TxnError } from '../../../platform/refusal.js';
import { refuseClosedEmployeeDays } from '../../month-lock/month-lock.js';
import { addDays, istDayStart } from '../compute/index.js';
import { loadDayCells } from '../list/index.js';
import { storeAttendanceEdits } from './store-edits.js';

/**
 * txn_attendance_edits_mark and _create: store the edits and answer the recomputed days
 * (one record per edited day, as the list's day cells).
 */
export async function runEditTxn(
  { params, session, txn }: Pick<TxnCall, 'session' | 'txn'> & { params: { edits: AttendanceEdit[] } },
  server: ServerContext,
  { name, requireSiteAndType }: { name: string; requireSiteAndType: boolean },
): Promise<ReplyData> {
  const { definition } = permittedTxn(server, session, 'attendance_edits', name);
  const target = txn.target_swhandle;
  // a closed month's days are not edited (issue #32 item 3)
  await refuseClosedEmployeeDays(
    server.db,
    params.edits.flatMap((edit) =>
      edit.employees_id ? [{ employeeId: edit.employees_id, from: edit.attendance_date }] : [],
    ),
  );
  const outcome = await storeAttendanceEdits(server.db, {
    env: session.env,
    scope: listScope(definition, session.env, undefined),
    ownBusiness: target === undefined || target.toLowerCase() === session.env.swhandle.toLowerCase(),
    edits: params.edits,
    requireSiteAndType,
  });
  if (outcome.kind === 'refused') throw new TxnError(outcome.message, { issues: outcome.issues });
  const editedDays = outcome.days.map((edited) => edited.day).sort();
  const first = editedDays[0] ?? '';
  const last = editedDays.at(-1) ?? first;
  // the edited days as the grid names them, in the zone of the business they belong to
  const zone = await zoneOfTarget(server.db, session.env, target);
  const cells = await loadDayCells(
    server.db,
    [...new Set(outcome.days.map((edited) => edited.employeeId))],
    new Date(istDayStart(first, zone)),
    new Date(istDayStart(addDays(last, 1), zone)),
    zone,
  );
  const records = outcome.days.flatMap(({ employeeId, day }) =>
    (cells.get(employeeId) ?? [])
      .filter((cell) => cell.attendance_date === day)
      .map((cell) => JSON.stringify({ employees_id: employeeId, ...cell })),
  );
  return { records, message: attendanceMessages.marked };
}

import { type BusinessEnv, type FolderDefinition, rankWith, recomputedDaysNote } from '@muster/protocol';
import type { PatchRequest } from '../../../engine/patch/request.js';
import type { WriteHook, WriteHookRun } from '../../../engine/patch/write-hooks.js';
import { listScope } from '../../../engine/scope/index.js';
import { checkNewPunchRequests, stampPunchRequestDecisions } from '../punch-requests/store.js';
import {
  type AffectedDays,
  collectAffectedDays,
  isAttendanceInputFolder,
  recomputeAffectedDays,
} from './affected-days.js';
import { checkEditWrites, readStoredEdits } from './edit-writes.js';
import { isMasterInputFolder, masterAffectedDays, readMasterInputs } from './master-writes.js';

/**
 * What the run noted before the patch: the days the rows covered and the edits as they
 * were (input folders), or the master columns the computation reads (employees, shifts).
 */
interface BeforeWrite {
  affected: AffectedDays;
  edits: Awaited<ReturnType<typeof readStoredEdits>>;
  masters: Map<string, string>;
}

/**
 * What a write of a folder attendance is computed from runs around its patch: `before` notes
 * the days the rows cover now (and an edit's employee and day); `after`, in the same
 * transaction, refuses what the attendance rules forbid, then recomputes the days the rows
 * covered before and cover now. A change of a rule the days are computed by (a policy, a shift,
 * an employee's shift or weekly off) answers what it did to the open months' days, for the
 * writer's reply.
 */
export type AttendanceWriteRun = Required<Pick<WriteHookRun, 'before' | 'after'>>;

const keysOf = (patch: PatchRequest) =>
  patch.rows.flatMap((row) => (typeof row.key === 'string' ? [row.key] : []));

/** Whether attendance is computed from a folder's rows: its inputs and the masters it reads. */
const attendanceReads = (folder: string) => isMasterInputFolder(folder) || isAttendanceInputFolder(folder);

/**
 * The run of a generic write (or a workflow move) of leaves, holidays, allocations,
 * attendance_edits or punch_requests (a request judged when created, stamped and punched
 * when decided: `../punch-requests`), or to
 * the employees and shifts the computation reads (null for other folders), so attendance
 * follows its inputs in the writer's transaction.
 */
function attendanceWriteRun(
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
): AttendanceWriteRun | null {
  const folder = definition.name;
  const now = new Date();
  // what `before` noted, for `after`; a run serves one write
  let noted: BeforeWrite = { affected: new Map(), edits: new Map(), masters: new Map() };
  if (isMasterInputFolder(folder))
    return {
      async before(trx, patch) {
        // only updates and deletes change what stored days read; a new row has no days yet
        noted = { ...noted, masters: await readMasterInputs(trx, folder, keysOf(patch)) };
      },
      async after(trx, _patch, written) {
        // each employee's today and month are its own business's (a shift is no business's)
        const open = await masterAffectedDays(trx, folder, noted.masters, written, now);
        if (!open) return undefined;
        return recomputedDaysNote(await recomputeAffectedDays(trx, open.affected, now), open.closedDays);
      },
    };
  if (!isAttendanceInputFolder(folder)) return null;
  return {
    async before(trx, patch) {
      const keys = keysOf(patch);
      noted = {
        affected: await collectAffectedDays(trx, folder, keys, now),
        edits: folder === 'attendance_edits' ? await readStoredEdits(trx, keys) : new Map(),
        masters: new Map(),
      };
    },
    async after(trx, patch, written) {
      if (folder === 'attendance_edits')
        await checkEditWrites(
          trx,
          {
            env,
            scope: listScope(definition, env, undefined),
            ownBusiness:
              targetSwhandle === undefined || targetSwhandle.toLowerCase() === env.swhandle.toLowerCase(),
            requireSiteAndType: false,
            now,
          },
          patch.rows,
          noted.edits,
        );
      if (folder === 'punch_requests') {
        const created = written.filter((row) => row.op === 'C').map((row) => row.id);
        await checkNewPunchRequests(trx, env, created, now);
        await stampPunchRequestDecisions(
          trx,
          env,
          written.map((row) => row.id),
          now,
        );
      }
      const affected = await collectAffectedDays(
        trx,
        folder,
        written.map((row) => row.id),
        now,
        noted.affected,
      );
      await recomputeAffectedDays(trx, affected, now);
      return undefined;
    },
  };
}

/** The generic write's attendance hook (registered at app/write-hooks.ts). */
export const attendanceWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => attendanceReads(definition.name)),
  open: ({ definition, env, targetSwhandle }) => attendanceWriteRun(definition, env, targetSwhandle) ?? {},
  followsMoves: true,
};

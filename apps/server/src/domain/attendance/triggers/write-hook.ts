import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import type { Transaction } from 'kysely';
import type { WrittenRow } from '../../../engine/patch/apply-patch.js';
import type { PatchRequest } from '../../../engine/patch/request.js';
import { listScope } from '../../../engine/scope/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { istDayKey } from '../compute/index.js';
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
 * What the hook noted before the patch: the days the rows covered and the edits as they
 * were (input folders), or the master columns the computation reads (employees, shifts).
 */
export interface BeforeWrite {
  affected: AffectedDays;
  edits: Awaited<ReturnType<typeof readStoredEdits>>;
  masters: Map<string, string>;
}

/** What the generic write runs around a patch of a folder attendance is computed from. */
export interface AttendanceWriteHook {
  /** Before the patch: notes the days the rows cover now (and an edit's employee and day). */
  before(trx: Transaction<Database>, patch: PatchRequest): Promise<BeforeWrite>;
  /**
   * After it, in the same transaction: refuses what the attendance rules forbid, then
   * recomputes the days the rows covered before and cover now.
   */
  after(
    trx: Transaction<Database>,
    patch: PatchRequest,
    written: readonly WrittenRow[],
    before: BeforeWrite,
  ): Promise<void>;
}

const keysOf = (patch: PatchRequest) =>
  patch.rows.flatMap((row) => (typeof row.key === 'string' ? [row.key] : []));

/**
 * The hook of a generic write (or a workflow move) of leaves, holidays, allocations,
 * attendance_edits or punch_requests (a request judged when created, stamped and punched
 * when decided: `../punch-requests`), or to
 * the employees and shifts the computation reads (null for other folders), so attendance
 * follows its inputs in the writer's transaction.
 */
export function attendanceWriteHook(
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
): AttendanceWriteHook | null {
  const folder = definition.name;
  const now = new Date();
  const today = istDayKey(now.getTime());
  if (isMasterInputFolder(folder))
    return {
      async before(trx, patch) {
        // only updates and deletes change what stored days read; a new row has no days yet
        const masters = await readMasterInputs(trx, folder, keysOf(patch));
        return { affected: new Map(), edits: new Map(), masters };
      },
      async after(trx, _patch, _written, before) {
        await recomputeAffectedDays(trx, await masterAffectedDays(trx, folder, before.masters, today), now);
      },
    };
  if (!isAttendanceInputFolder(folder)) return null;
  return {
    async before(trx, patch) {
      const keys = keysOf(patch);
      return {
        affected: await collectAffectedDays(trx, folder, keys, today),
        edits: folder === 'attendance_edits' ? await readStoredEdits(trx, keys) : new Map(),
        masters: new Map(),
      };
    },
    async after(trx, patch, written, before) {
      if (folder === 'attendance_edits')
        await checkEditWrites(
          trx,
          {
            env,
            scope: listScope(definition, env, undefined),
            ownBusiness:
              targetSwhandle === undefined || targetSwhandle.toLowerCase() === env.swhandle.toLowerCase(),
            requireSiteAndType: false,
            today,
          },
          patch.rows,
          before.edits,
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
        today,
        before.affected,
      );
      await recomputeAffectedDays(trx, affected, now);
    },
  };
}

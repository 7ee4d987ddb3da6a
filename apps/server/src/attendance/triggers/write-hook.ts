import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WrittenRow } from '../../patch/apply-patch.js';
import type { PatchRequest } from '../../patch/request.js';
import { listScope } from '../../scope/index.js';
import { istDayKey } from '../compute/index.js';
import {
  type AffectedDays,
  collectAffectedDays,
  isAttendanceInputFolder,
  recomputeAffectedDays,
} from './affected-days.js';
import { checkEditWrites } from './edit-writes.js';

/** What the generic write runs around a patch of a folder attendance is computed from. */
export interface AttendanceWriteHook {
  /** Before the patch: refuses what the attendance rules forbid, and notes the days the rows cover now. */
  before(trx: Transaction<Database>, patch: PatchRequest): Promise<AffectedDays>;
  /** After it, in the same transaction: recomputes the days the rows covered before and cover now. */
  after(trx: Transaction<Database>, written: readonly WrittenRow[], before: AffectedDays): Promise<void>;
}

/**
 * The hook of a generic write to leaves, holidays, allocations or attendance_edits (null
 * for other folders), so attendance follows its inputs in the writer's transaction.
 */
export function attendanceWriteHook(
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
): AttendanceWriteHook | null {
  const folder = definition.name;
  if (!isAttendanceInputFolder(folder)) return null;
  const now = new Date();
  const today = istDayKey(now.getTime());
  return {
    async before(trx, patch) {
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
        );
      const keys = patch.rows.flatMap((row) => (typeof row.key === 'string' ? [row.key] : []));
      return collectAffectedDays(trx, folder, keys, today);
    },
    async after(trx, written, before) {
      const affected = await collectAffectedDays(
        trx,
        folder,
        written.map((row) => row.id),
        today,
        before,
      );
      await recomputeAffectedDays(trx, affected, now);
    },
  };
}

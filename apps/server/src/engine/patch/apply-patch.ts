import { createRows } from './create-row.js';
import { deleteRow } from './delete-row.js';
import type { PatchRequest, PatchRow } from './request.js';
import type { RuleContext } from './rules.js';
import { requireInScope } from './scope.js';
import type { Db, PatchTarget, WrittenRow } from './target.js';
import { updateRow } from './update-row.js';

export type { PatchTarget, WrittenRow } from './target.js';

/**
 * Applies every row of a patch in order inside `trx` (a transaction the caller owns):
 * the first refused row throws and the caller's transaction writes nothing, as does a
 * written row that ends outside the writer's scope. Consecutive creates are checked
 * together and inserted in one statement (a bulk upload's rows are thousands of them).
 */
export async function applyPatch(trx: Db, target: PatchTarget, patch: PatchRequest): Promise<WrittenRow[]> {
  const context: RuleContext = { folder: target.definition.name, env: target.scope.env, now: new Date() };
  const written: WrittenRow[] = [];
  let creates: { row: PatchRow; path: string }[] = [];
  const flushCreates = async () => {
    written.push(...(await createRows(trx, target, context, creates)));
    creates = [];
  };
  for (const [index, row] of patch.rows.entries()) {
    const path = `rows.${index}.`;
    if (row.op === 'C') {
      creates.push({ row, path });
      continue;
    }
    await flushCreates();
    if (row.op === 'U') written.push(await updateRow(trx, target, context, row, path));
    else written.push(await deleteRow(trx, target, row, path, patch.deleteDependent));
  }
  await flushCreates();
  const kept = written.filter((row) => row.op !== 'D').map((row) => row.id);
  await requireInScope(trx, target.definition.name, target.scope, kept);
  return written;
}

import { TxnError } from '../../platform/refusal.js';
import { deleteDependents, findDependents } from './dependents.js';
import { softDelete } from './json-rows.js';
import { patchMessages } from './messages.js';
import { resolveReferences } from './references.js';
import type { PatchRow } from './request.js';
import type { RuleContext } from './rules.js';

import {
  checkStamp,
  type Db,
  lockStored,
  type PatchTarget,
  rowPermitted,
  type WrittenRow,
} from './target.js';

export async function deleteRow(
  trx: Db,
  target: PatchTarget,
  row: PatchRow,
  path: string,
  deleteDependent: boolean,
): Promise<WrittenRow> {
  const { definition, catalogue, scope } = target;
  const key = row.key as string;
  const stored = await lockStored(trx, target, key);
  if (row.data.last_modified !== undefined) checkStamp(row.data.last_modified, stored, path);
  const context: RuleContext = { folder: definition.name, env: scope.env, now: new Date() };
  await resolveReferences(trx, definition, [stored]);
  if (!rowPermitted(target, 'D', stored, context)) throw new TxnError(patchMessages.notPermitted, { key });
  let removed: { folder: string; id: string }[] = [];
  if (deleteDependent) removed = await deleteDependents(trx, catalogue, definition.name, [key]);
  else {
    const dependents = await findDependents(trx, catalogue, definition.name, [key]);
    if (dependents.length)
      throw new TxnError(patchMessages.dependents(definition.label.eng), {
        folder: definition.name,
        key,
        dependents,
      });
  }
  await softDelete(trx, definition.name, [key]);
  return { op: 'D', id: key, dependents: removed.map(({ folder, id }) => ({ folder, id })) };
}

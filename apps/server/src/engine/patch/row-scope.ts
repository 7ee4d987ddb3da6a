import type { FieldDefinition, FolderDefinition } from '@muster/protocol';
import { columnValue } from './column-value.js';
import { type FieldIssue, patchMessages } from './messages.js';
import { isEmpty, type WireRow } from './rules.js';

import type { PatchTarget } from './target.js';

const ownerFieldOf = (definition: FolderDefinition) =>
  definition.fields.find((field) => field.name === definition.ownerField);

/** Whether a reference names only records among `allowed`. */
function refersWithin(field: FieldDefinition, given: unknown, allowed: readonly string[]): boolean {
  const stored = columnValue(field, given);
  const ids = stored.ok ? [stored.value].flat() : [];
  return ids.length > 0 && ids.every((id) => allowed.includes(id as string));
}

/** The employees an owner field may name in this scope, or null when any. */
const allowedOwners = ({ scope }: PatchTarget) =>
  scope.owners === null ? null : [scope.env.employees_id, ...scope.owners];

/**
 * Puts the scope's partner, owner and creator into a new row, refusing a client value
 * outside the scope; a missing one takes the partner written for, or the user itself.
 */
export function scopedValues(target: PatchTarget, values: WireRow, path: string): FieldIssue[] {
  const { definition, scope } = target;
  const issues: FieldIssue[] = [];
  const claim = (field: FieldDefinition | undefined, allowed: readonly string[] | null) => {
    if (!field || !allowed?.length) return;
    const given = values[field.name];
    if (isEmpty(given)) values[field.name] = [{ id: allowed[0] }];
    else if (!refersWithin(field, given, allowed))
      issues.push({ path: `${path}${field.name}`, message: patchMessages.notPermitted });
  };
  if (scope.partnerId !== null)
    claim(
      definition.fields.find((field) => field.name === 'partners_id'),
      [scope.partnerId],
    );
  claim(ownerFieldOf(definition), allowedOwners(target));
  for (const field of definition.fields)
    if (field.type === 'created_by') values[field.name] = [{ id: scope.env.employees_id }];
  return issues;
}

/** An update may hand a row only to an owner the user may write for. */
export function ownerChangeIssues(target: PatchTarget, changes: WireRow, path: string): FieldIssue[] {
  const owner = ownerFieldOf(target.definition);
  const allowed = allowedOwners(target);
  if (!owner || !allowed || !(owner.name in changes) || refersWithin(owner, changes[owner.name], allowed))
    return [];
  return [{ path: `${path}${owner.name}`, message: patchMessages.notPermitted }];
}

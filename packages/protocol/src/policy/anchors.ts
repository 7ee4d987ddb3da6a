import { columnTypeOf } from '../definition/columns.js';
import { type FieldDefinition, referencedFolder } from '../definition/field.js';
import type { FolderDefinition } from '../definition/folder.js';

/**
 * What ties a folder's rows to employees, for the row rules `own`, `subtree` and
 * `subsection` and the field reader `self`: the employee record itself (employees), the
 * person of an employee (persons), or an owner field naming one or several employees.
 */
export type EmployeeAnchor =
  | { kind: 'employee' }
  | { kind: 'person' }
  | { kind: 'owner'; field: string; multiple: boolean };

export function employeeAnchor(definition: FolderDefinition): EmployeeAnchor | null {
  if (definition.name === 'employees') return { kind: 'employee' };
  if (definition.name === 'persons') return { kind: 'person' };
  const owner = definition.fields.find((field) => field.name === definition.ownerField);
  return owner ? { kind: 'owner', field: owner.name, multiple: owner.is_multiple === true } : null;
}

/**
 * How a folder's row belongs to a subsection: through its employee (employees and owner
 * folders: the employee's current subsection), else its own reference to one (tasks), or
 * being one (subsections).
 */
export type SubsectionAnchor = { kind: 'employee' } | { kind: 'field'; field: string } | { kind: 'id' };

export function subsectionAnchor(definition: FolderDefinition): SubsectionAnchor | null {
  const anchor = employeeAnchor(definition);
  if (anchor && anchor.kind !== 'person') return { kind: 'employee' };
  if (definition.name === 'subsections') return { kind: 'id' };
  const own = definition.fields.find(
    (field) => field.type === 'docpicker' && referencedFolder(field) === 'subsections' && !field.is_multiple,
  );
  return own ? { kind: 'field', field: own.name } : null;
}

const notMaskable: readonly string[] = ['docpicker', 'file_upload', 'created_by', 'detail', 'password'];

/** A field a policy may hide: a stored value read in place (not a reference, detail or password). */
export const isMaskable = (field: FieldDefinition): boolean =>
  !notMaskable.includes(field.type) && !field.fieldOnlyView && columnTypeOf(field) !== null;

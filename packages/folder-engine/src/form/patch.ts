import type { FieldDefinition } from '@muster/protocol';
import { type FormValues, toFormValues, toWireData } from './record-values';
import type { KindOf } from './validate';

/** spec 000 §4: C create, U update (needs a key), D delete. */
export type PatchRow =
  | { op: 'C'; data: FormValues }
  | { op: 'U'; key: string; data: FormValues }
  | { op: 'D'; key: string };

/** A write (DESIGN §4): one folder's rows, applied all or nothing. */
export interface Patch {
  baseFolder: string;
  rows: PatchRow[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const details = (fields: readonly FieldDefinition[]) => fields.filter((field) => field.type === 'detail');

/** A new record: every field, each detail row as a nested create. */
function createData(fields: readonly FieldDefinition[], values: FormValues, kind: KindOf): FormValues {
  const data = toWireData(fields, values, kind);
  for (const field of details(fields)) {
    const rows = (values[field.name] as FormValues[] | undefined) ?? [];
    data[field.name] = rows.map((row) => ({ op: 'C', data: createData(field.fields ?? [], row, kind) }));
  }
  return data;
}

/**
 * What changed in a stored record: only the fields whose wire value differs, detail rows as
 * creates, updates of changed rows and deletes of removed ones, and the last_modified that was
 * read so a stale write is refused (DESIGN §4).
 */
function updateData(
  fields: readonly FieldDefinition[],
  values: FormValues,
  original: FormValues,
  kind: KindOf,
): FormValues {
  const wire = toWireData(fields, values, kind);
  // The stored record goes through the same kinds, so a reference read with its projections
  // compares equal to the ids the form would write.
  const stored = toWireData(fields, toFormValues(fields, original, kind), kind);
  const data: FormValues = {};
  for (const [name, value] of Object.entries(wire)) if (!same(value, stored[name])) data[name] = value;
  for (const field of details(fields)) {
    const rows = (values[field.name] as FormValues[] | undefined) ?? [];
    const before = new Map(
      ((original[field.name] as FormValues[] | undefined) ?? []).map((row) => [row.id, row]),
    );
    const ops: PatchRow[] = [];
    for (const row of rows) {
      const stored = row.id === undefined ? undefined : before.get(row.id);
      if (!stored) ops.push({ op: 'C', data: createData(field.fields ?? [], row, kind) });
      else {
        before.delete(row.id);
        const changed = updateData(field.fields ?? [], row, stored, kind);
        if (Object.keys(changed).length) ops.push({ op: 'U', key: String(row.id), data: changed });
      }
    }
    for (const id of before.keys()) ops.push({ op: 'D', key: String(id) });
    if (ops.length) data[field.name] = ops;
  }
  if (Object.keys(data).length && original.last_modified !== undefined)
    data.last_modified = original.last_modified;
  return data;
}

export const createPatch = (
  folder: string,
  fields: readonly FieldDefinition[],
  values: FormValues,
  kind: KindOf,
): Patch => ({
  baseFolder: folder,
  rows: [{ op: 'C', data: createData(fields, values, kind) }],
});

/** Null when nothing changed: there is nothing to send. */
export function updatePatch(
  folder: string,
  fields: readonly FieldDefinition[],
  values: FormValues,
  original: FormValues,
  kind: KindOf,
): Patch | null {
  const data = updateData(fields, values, original, kind);
  if (!Object.keys(data).length) return null;
  return { baseFolder: folder, rows: [{ op: 'U', key: String(original.id), data }] };
}

export const deletePatch = (folder: string, ids: readonly string[]): Patch => ({
  baseFolder: folder,
  rows: ids.map((key) => ({ op: 'D', key })),
});

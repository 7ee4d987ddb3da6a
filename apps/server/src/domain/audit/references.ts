import {
  type AuditEntry,
  type FieldDefinition,
  type FolderDefinition,
  recordLabelFields,
} from '@muster/protocol';
import { sql } from 'kysely';
import type { ServerContext } from '../../engine/server-context.js';

type Labelled = Record<string, unknown> & { id: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const personNames = ['first_name', 'middle_name', 'last_name'] as const;

/** The ids a stored reference holds: one uuid, or a uuid[] column's several. */
const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is string => typeof id === 'string' && uuidPattern.test(id),
  );

/** The fields of the record, or of its detail `part`, by name. */
function fieldsOf(definition: FolderDefinition, part: string | null): Map<string, FieldDefinition> {
  const fields = part
    ? (definition.fields.find((field) => field.name === part)?.fields ?? [])
    : definition.fields;
  return new Map(fields.map((field) => [field.name, field]));
}

/** The folder a reference field names records of; who created a record is an employee. */
function referredFolder(field: FieldDefinition | undefined): string | null {
  if (field?.type === 'created_by') return 'employees';
  return field && (field.type === 'docpicker' || field.type === 'file_upload')
    ? (field.source?.folder ?? null)
    : null;
}

/**
 * The label properties of the records `ids` of `folder` (name, code, a person's names, a file's
 * name: what a list projects to label a reference), never any other field.
 */
async function labelsOf(
  server: ServerContext,
  folder: string,
  ids: string[],
): Promise<Map<string, Labelled>> {
  if (!server.catalogue.folders.has(folder) || !ids.length) return new Map();
  const rows = await sql<{
    row: Record<string, unknown>;
  }>`select to_jsonb(r) as row from ${sql.table(folder)} as r
    where r.id = any(${ids}::uuid[])`.execute(server.db);
  const persons = rows.rows.flatMap(({ row }) => idsOf(row.persons_id));
  const people = persons.length
    ? await sql<{
        id: string;
        first_name: unknown;
        middle_name: unknown;
        last_name: unknown;
      }>`select id, first_name,
        middle_name, last_name from persons where id = any(${persons}::uuid[])`.execute(server.db)
    : { rows: [] };
  const labelled = new Map<string, Labelled>();
  for (const { row } of rows.rows) {
    const label: Labelled = { id: String(row.id) };
    for (const key of recordLabelFields)
      if (row[key] !== null && row[key] !== undefined) label[key] = row[key];
    const person = people.rows.find((candidate) => candidate.id === row.persons_id);
    if (person)
      label.persons_id = [
        Object.fromEntries([['id', person.id], ...personNames.map((key) => [key, person[key]])]),
      ];
    labelled.set(label.id, label);
  }
  return labelled;
}

/**
 * The history with each reference's ids as the records they name (`[{ id, code, name… }]`,
 * a docpicker's value as a list carries it), so the History shows them as the list does.
 */
export async function labelReferences(
  server: ServerContext,
  definition: FolderDefinition,
  entries: AuditEntry[],
): Promise<AuditEntry[]> {
  const wanted = new Map<string, Set<string>>();
  for (const entry of entries) {
    const fields = fieldsOf(definition, entry.part);
    for (const change of entry.changes) {
      const folder = referredFolder(fields.get(change.field));
      if (!folder) continue;
      const ids = wanted.get(folder) ?? new Set<string>();
      for (const id of [...idsOf(change.from), ...idsOf(change.to)]) ids.add(id);
      wanted.set(folder, ids);
    }
  }
  const labels = new Map<string, Map<string, Labelled>>();
  for (const [folder, ids] of wanted) labels.set(folder, await labelsOf(server, folder, [...ids]));
  const asRecords = (folder: string, value: unknown) => {
    const ids = idsOf(value);
    return ids.length ? ids.map((id) => labels.get(folder)?.get(id) ?? { id }) : null;
  };
  return entries.map((entry) => {
    const fields = fieldsOf(definition, entry.part);
    return {
      ...entry,
      changes: entry.changes.map((change) => {
        const folder = referredFolder(fields.get(change.field));
        return folder
          ? { ...change, from: asRecords(folder, change.from), to: asRecords(folder, change.to) }
          : change;
      }),
    };
  });
}

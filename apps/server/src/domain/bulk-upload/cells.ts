import {
  type BusinessEnv,
  bulkUploadMessages,
  type FieldDefinition,
  fieldType,
  formatReference,
  locales,
  recordLabelFields,
  referencedFolder,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Catalogue } from '../../engine/catalogue/index.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';

/** One problem of the file, as its error report's row: the file's row (1 is the header), the column's header, what is wrong. */
export interface RowIssue {
  row: number;
  column: string;
  message: string;
}

/** A row of the file as a create's data (wire values), with the problems its cells already have. */
export interface UploadRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  data: Record<string, unknown>;
  issues: RowIssue[];
}

/** A cell naming another folder's record, waiting for the lookup. */
interface RecordCell {
  upload: UploadRow;
  field: FieldDefinition;
  header: string;
  text: string;
}

const recordKey = (text: string) => text.trim().toLowerCase();

/**
 * The file's rows below its header as creates: each non-empty cell of a matched column
 * read by its field type's `cell` (an empty cell leaves the field out, so its default and
 * its mandatory rule apply as in a form); a cell naming a record (a docpicker) becomes
 * `[{id}]` of the one record of the referenced folder, in the uploader's scope, whose id,
 * code or label (in any language) it is.
 */
export async function uploadRows(
  db: Kysely<Database>,
  scope: { catalogue: Catalogue; env: BusinessEnv; targetSwhandle: string | undefined },
  header: readonly string[],
  columns: readonly (FieldDefinition | null)[],
  body: readonly string[][],
): Promise<UploadRow[]> {
  const waiting: RecordCell[] = [];
  // a bare date is a day of the business the rows are for (protocol README, the business's calendar)
  const cellOptions = { timeZone: await zoneOfTarget(db, scope.env, scope.targetSwhandle) };
  const uploads = body.map((cells, index): UploadRow => {
    const upload: UploadRow = { row: index + 2, data: {}, issues: [] };
    columns.forEach((field, column) => {
      const text = cells[column]?.trim() ?? '';
      if (!field || text === '') return;
      const read = fieldType(field.type).cell;
      if (read === 'record') waiting.push({ upload, field, header: header[column] ?? '', text });
      else if (read) upload.data[field.name] = read(text, cellOptions);
    });
    return upload;
  });
  const byField = new Map<FieldDefinition, RecordCell[]>();
  for (const cell of waiting) {
    const cells = byField.get(cell.field);
    if (cells) cells.push(cell);
    else byField.set(cell.field, [cell]);
  }
  for (const [field, cells] of byField) {
    const ids = await recordsByText(db, scope, field, new Set(cells.map((cell) => recordKey(cell.text))));
    for (const { upload, header, text } of cells) {
      const found = ids.get(recordKey(text)) ?? [];
      if (found.length === 1) upload.data[field.name] = [{ id: found[0] }];
      else
        upload.issues.push({
          row: upload.row,
          column: header,
          message: found.length ? bulkUploadMessages.manyRecords : bulkUploadMessages.noSuchRecord,
        });
    }
  }
  return uploads;
}

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The ids of the referenced folder's live records the uploader's list shows that the texts
 * name: by id or code, looked up by the database; the texts left, by the label the lists show
 * in any language, read from every such record (a name has no index). An id or a code names
 * its record before any label does.
 */
async function recordsByText(
  db: Kysely<Database>,
  {
    catalogue,
    env,
    targetSwhandle,
  }: { catalogue: Catalogue; env: BusinessEnv; targetSwhandle: string | undefined },
  field: FieldDefinition,
  texts: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const byText = new Map<string, string[]>();
  const folder = catalogue.folders.get(referencedFolder(field) ?? '');
  if (!folder) return byText;
  const names = new Set(folder.fields.map((candidate) => candidate.name));
  const hasCode = names.has('code');
  const labels = recordLabelFields.filter((name) => names.has(name));
  const inScope = scopeSql(listScope(folder, env, targetSwhandle), env)('t');
  const note = (text: string, id: string) => {
    const ids = byText.get(text);
    if (!text || !texts.has(text) || ids?.includes(id)) return;
    if (ids) ids.push(id);
    else byText.set(text, [id]);
  };
  const keys = [...texts];
  const { rows: keyed } = await sql<{ id: string; code: string | null }>`
    select t.id, ${hasCode ? sql`t.code` : sql`null`} as code from ${sql.table(folder.name)} as t
    where not t.deleted and ${inScope} and (t.id = any(${keys.filter((key) => uuidText.test(key))}::uuid[])
      ${hasCode ? sql`or lower(t.code) = any(${keys}::text[])` : sql``})`.execute(db);
  for (const record of keyed) {
    note(record.id, record.id);
    if (record.code) note(recordKey(record.code), record.id);
  }
  if (keys.every((key) => byText.has(key)) || !labels.length) return byText;
  const { rows } = await sql<Record<string, unknown> & { id: string }>`
    select ${sql.join(['id', ...labels].map((name) => sql.ref(`t.${name}`)))}
    from ${sql.table(folder.name)} as t where not t.deleted and ${inScope}`.execute(db);
  const found = new Set(byText.keys());
  for (const record of rows)
    for (const locale of locales) {
      const label = recordKey(formatReference([record], { locale }));
      if (!found.has(label)) note(label, record.id);
    }
  return byText;
}

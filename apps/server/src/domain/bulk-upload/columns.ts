import {
  bulkUploadMessages,
  type FieldDefinition,
  type FolderDefinition,
  fieldType,
  folderWriteName,
  formFieldNames,
  locales,
  type TxnDefinition,
} from '@muster/protocol';

/** The folder's create txn (`txn_<folder>_create`), which a bulk upload's every row is. */
export const createTxnOf = (definition: FolderDefinition): TxnDefinition | undefined =>
  definition.txns.find((txn) => txn.name === folderWriteName(definition.name, 'C') && txn.op === 'C');

/**
 * The fields an upload into the folder reads, in its create form's order: those whose type
 * reads a cell (packages/protocol field types' `cell`), not read-only on every row, and not
 * the business, which is the upload's scope's and never the file's.
 */
export function uploadableFields(definition: FolderDefinition): FieldDefinition[] {
  const create = createTxnOf(definition);
  const form = definition.forms.find((candidate) => candidate.name === create?.form);
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  const candidates = form
    ? formFieldNames(form).flatMap((name) => byName.get(name) ?? [])
    : [...definition.fields];
  return candidates.filter(
    (field) =>
      fieldType(field.type).cell !== undefined &&
      field.name !== 'partners_id' &&
      field.readonly_expr?.trim() !== 'true',
  );
}

/** A header cell or a field's name or label as compared: case, spaces and underscores aside. */
export const headerKey = (text: string): string => text.toLowerCase().replace(/[\s_]+/g, '');

/** A problem of the header row: the column (1-based) and what is wrong with it. */
export interface ColumnIssue {
  column: number;
  header: string;
  message: string;
}

/**
 * Which field each header cell names, by the field's name or its label in any of the four
 * languages; null for a column read as nothing (unknown, or naming a field already named).
 */
export function matchColumns(
  header: readonly string[],
  fields: readonly FieldDefinition[],
): { columns: (FieldDefinition | null)[]; issues: ColumnIssue[] } {
  const byKey = new Map<string, FieldDefinition>();
  for (const field of fields)
    for (const text of [field.name, ...locales.map((locale) => field.label[locale])])
      if (text && !byKey.has(headerKey(text))) byKey.set(headerKey(text), field);
  const named = new Set<string>();
  const issues: ColumnIssue[] = [];
  const columns = header.map((text, index) => {
    if (!text.trim()) return null;
    const field = byKey.get(headerKey(text));
    const at = { column: index + 1, header: text };
    if (!field) issues.push({ ...at, message: bulkUploadMessages.unknownColumn });
    else if (named.has(field.name)) issues.push({ ...at, message: bulkUploadMessages.repeatedColumn });
    else {
      named.add(field.name);
      return field;
    }
    return null;
  });
  return { columns, issues };
}

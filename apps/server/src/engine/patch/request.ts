import { type FolderDefinition, type PatchParams, type PatchRow, patchRowSchema } from '@muster/protocol';
import { type FieldIssue, patchMessages } from './messages.js';

export type { PatchOp, PatchRow } from '@muster/protocol';

/** A patch list (spec 000 §4) as the runner parsed it with its declaration: every row of one folder. */
export type PatchRequest = PatchParams;

/**
 * A detail row nested in a row's data: checked with the same row schema as the patch's
 * own rows (the runner checks those), its issues named under `path`. The schema's own texts
 * are the product's ('Please provide key with update operation'); anything else wrong (a
 * null, a number, an unknown op) is 'Invalid patch' at the row, a text the client translates.
 */
export function parseRow(raw: unknown, path: string): PatchRow | FieldIssue {
  const row = patchRowSchema.safeParse(raw);
  if (row.success) return row.data;
  const issue = row.error.issues[0];
  return {
    path: [path, ...(issue?.path ?? [])].join('.'),
    message: issue?.code === 'custom' ? issue.message : patchMessages.invalidPatch,
  };
}

/**
 * The row operations a detail field's value holds (null or absent: none), or what is wrong
 * with them, each issue naming its row (`rows.0.leave_days.1`).
 */
export function parseDetailRows(value: unknown, path: string): { rows: PatchRow[]; issues: FieldIssue[] } {
  if (value === null || value === undefined) return { rows: [], issues: [] };
  if (!Array.isArray(value)) return { rows: [], issues: [{ path, message: patchMessages.detailOps }] };
  const parsed = { rows: [] as PatchRow[], issues: [] as FieldIssue[] };
  value.forEach((raw, index) => {
    const row = parseRow(raw, `${path}.${index}`);
    if ('message' in row) parsed.issues.push(row);
    else parsed.rows.push(row);
  });
  return parsed;
}

/**
 * What is wrong with the shape of a patch's detail rows, each issue naming its row: checked
 * before the workflow, leave and attendance rules read the rows, so a `leave_days: [null]` is
 * refused as the patch's fault rather than failing inside a rule.
 */
export function detailRowIssues(definition: FolderDefinition, patch: PatchRequest): FieldIssue[] {
  const details = definition.fields.filter((field) => field.type === 'detail');
  return patch.rows.flatMap((row, index) =>
    details.flatMap(
      (detail) => parseDetailRows(row.data[detail.name], `rows.${index}.${detail.name}`).issues,
    ),
  );
}

import { idSchema } from '@muster/protocol';
import { z } from 'zod';
import { type FieldIssue, patchMessages } from './messages.js';

export const patchOps = ['C', 'U', 'D'] as const;
export type PatchOp = (typeof patchOps)[number];

/** One row of a patch list: detail fields nest rows of the same shape in `data`. */
export interface PatchRow {
  op: PatchOp;
  key?: string;
  data: Record<string, unknown>;
}

/** A patch list (spec 000 §4): every row belongs to `baseFolder`. */
export interface PatchRequest {
  baseFolder: string;
  rows: PatchRow[];
  /** Delete also removes the records that refer to the deleted ones. */
  deleteDependent: boolean;
}

const rowShape = z.object({
  op: z.enum(patchOps),
  key: z.unknown().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

const paramsShape = z.object({
  baseFolder: z.unknown(),
  rows: z.array(z.unknown()).min(1).max(5000),
  deleteDependent: z.boolean().optional(),
});

export type ParsedPatch =
  | { ok: true; patch: PatchRequest }
  | { ok: false; message: string; issues: FieldIssue[] };

/**
 * Checks the outer shape of a patch sent for `folder`: its base folder, the ops and keys.
 * The rows' data is checked later against the folder's definition.
 */
export function parsePatch(params: unknown, folder: string): ParsedPatch {
  const outer = paramsShape.safeParse(params ?? {});
  if (typeof (params as { baseFolder?: unknown } | undefined)?.baseFolder !== 'string')
    return refused(patchMessages.baseFolderMissing);
  if (!outer.success)
    return refused(
      patchMessages.invalidPatch,
      outer.error.issues.map((issue) => ({ path: issue.path.join('.') || 'params', message: issue.message })),
    );
  const { baseFolder, rows, deleteDependent } = outer.data;
  if (baseFolder !== folder) return refused(patchMessages.oneFolderOnly);
  const parsedRows: PatchRow[] = [];
  for (const [index, raw] of rows.entries()) {
    const row = parseRow(raw, `rows.${index}`);
    if ('message' in row)
      return row.message === patchMessages.keyMissing ? refused(row.message) : refusedAt(row);
    parsedRows.push(row);
  }
  return { ok: true, patch: { baseFolder, rows: parsedRows, deleteDependent: deleteDependent ?? false } };
}

type RowResult = PatchRow | { path: string; message: string };

/** A row or a detail row: U and D need the key of the row they change. */
export function parseRow(raw: unknown, path: string): RowResult {
  const row = rowShape.safeParse(raw);
  if (!row.success) {
    const issue = row.error.issues[0];
    return {
      path: [path, ...(issue?.path ?? [])].join('.'),
      message: issue?.message ?? patchMessages.invalidPatch,
    };
  }
  const { op, key, data = {} } = row.data;
  if (op === 'C') {
    if (key !== undefined) return { path: `${path}.key`, message: patchMessages.keyFromServer };
    return { op, data };
  }
  if (key === undefined || key === null || key === '') return { path, message: patchMessages.keyMissing };
  const id = idSchema.safeParse(key);
  if (!id.success) return { path: `${path}.key`, message: patchMessages.recordId };
  return { op, key: id.data, data };
}

const refused = (message: string, issues: FieldIssue[] = []): ParsedPatch => ({ ok: false, message, issues });
const refusedAt = (issue: FieldIssue): ParsedPatch => refused(patchMessages.invalidPatch, [issue]);

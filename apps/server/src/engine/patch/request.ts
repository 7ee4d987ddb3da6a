import { type PatchParams, type PatchRow, patchRowSchema } from '@muster/protocol';
import { type FieldIssue, patchMessages } from './messages.js';

export type { PatchOp, PatchRow } from '@muster/protocol';

/** A patch list (spec 000 §4) as the runner parsed it with its declaration: every row of one folder. */
export type PatchRequest = PatchParams;

/**
 * A detail row nested in a row's data: checked with the same row schema as the patch's
 * own rows (the runner checks those), its issues named under `path`.
 */
export function parseRow(raw: unknown, path: string): PatchRow | FieldIssue {
  const row = patchRowSchema.safeParse(raw);
  if (row.success) return row.data;
  const issue = row.error.issues[0];
  return {
    path: [path, ...(issue?.path ?? [])].join('.'),
    message: issue?.message ?? patchMessages.invalidPatch,
  };
}

import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { productIssue } from '../frames.js';

/**
 * The patch list of DESIGN §4 (spec 000 §4): rows of one folder, created, updated or
 * deleted all or nothing. The texts are the product's (spec 000 §5).
 */
export const patchShapeMessages = {
  keyMissing: 'Please provide key with update operation',
  baseFolderMissing: 'Please provide baseFolder id',
  oneFolderOnly: 'Can only apply data of one folder at a time',
  invalidPatch: 'Invalid patch',
  recordId: 'must be a record id',
  keyFromServer: 'a new row takes its key from the server',
} as const;

export const patchOps = ['C', 'U', 'D'] as const;
export type PatchOp = (typeof patchOps)[number];

/** One row of a patch list: detail fields nest rows of the same shape in `data`. */
export interface PatchRow {
  op: PatchOp;
  /** The row's id: absent on C, required on U and D. */
  key?: string;
  data: Record<string, unknown>;
}

/**
 * A row, checked for its op and key only: its data is checked later against the folder's
 * definition. C takes no key (the server makes it), U and D need the key of their row.
 */
export const patchRowSchema: z.ZodType<PatchRow, PatchRowInput> = z
  .object({
    op: z.enum(patchOps),
    key: z.unknown().optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .transform((row, context): PatchRow => {
    const data = row.data ?? {};
    if (row.op === 'C') {
      if (row.key !== undefined)
        context.addIssue({ code: 'custom', path: ['key'], message: patchShapeMessages.keyFromServer });
      return { op: 'C', data };
    }
    if (row.key === undefined || row.key === null || row.key === '') {
      context.addIssue(productIssue(patchShapeMessages.keyMissing));
      return z.NEVER;
    }
    const key = idSchema.safeParse(row.key);
    if (!key.success) {
      context.addIssue({ code: 'custom', path: ['key'], message: patchShapeMessages.recordId });
      return z.NEVER;
    }
    return { op: row.op, key: key.data, data };
  });
export interface PatchRowInput {
  op: PatchOp;
  key?: unknown;
  data?: Record<string, unknown>;
}

/** A patch list for `folder`: its rows name no other folder. */
export const patchParamsSchema = (folder: string) =>
  z.object({
    baseFolder: z.unknown().transform((name, context): string => {
      if (typeof name !== 'string' || !name) {
        context.addIssue(productIssue(patchShapeMessages.baseFolderMissing));
        return z.NEVER;
      }
      if (name !== folder) {
        context.addIssue(productIssue(patchShapeMessages.oneFolderOnly));
        return z.NEVER;
      }
      return name;
    }),
    rows: z.array(patchRowSchema).min(1).max(5000),
    /** Delete also removes the records that refer to the deleted ones. */
    deleteDependent: z.boolean().default(false),
  });
export type PatchParamsInput = z.input<ReturnType<typeof patchParamsSchema>>;
export type PatchParams = z.output<ReturnType<typeof patchParamsSchema>>;

import { z } from 'zod';
import type { FolderDefinition } from '../definition/index.js';
import { locales } from '../field-types/loctext.js';
import { idSchema } from '../field-types/uuid.js';
import type { BusinessSettings } from '../session.js';
import { declareTxn, type FolderType, replyOf } from './declare.js';
import { listParamsSchema } from './list-params.js';
import { type PatchOp, patchOps, patchParamsSchema, patchShapeMessages } from './patch.js';

export const folderTxnMessages = {
  invalidListParams: 'Invalid list parameters',
  invalidRequest: 'Invalid message',
  invalidAction: 'Invalid action request',
} as const;

/** Business settings (spec 000 §3): the user's env and the definitions it may see. */
export const compiledFoldersGetTxn = declareTxn({
  name: 'txn_compiled_folders_get',
  folder: 'folders',
  op: 'R',
  params: z.object({}),
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<BusinessSettings<FolderDefinition>>(),
});

/** A list record: the projected properties of one row. */
export type ListRecord = Record<string, unknown>;

/** `txn_<folder>_list` (DESIGN §4): filters, paging, order and the exact row count. */
export const folderListTxn = (folder: string, foldertype?: FolderType) =>
  declareTxn({
    name: `txn_${folder}_list`,
    folder,
    ...(foldertype && { foldertype }),
    op: 'R',
    params: listParamsSchema,
    refusal: folderTxnMessages.invalidListParams,
    reply: replyOf<ListRecord>(),
  });

/** A list txn of a folder: the folder's own or a named one with the same params. */
export type FolderListSpec = ReturnType<typeof folderListTxn>;

/** The employees list: the generic list of the employees folder, answered by its own handler (partner and scope rules). */
export const employeesListTxn = folderListTxn('employees');

/** The businesses a user may pick in the business filter (spec 001 §1): partners records. */
export const businessesListTxn = declareTxn({
  name: 'txn_businesses_list',
  folder: 'partners',
  op: 'R',
  params: listParamsSchema,
  refusal: folderTxnMessages.invalidListParams,
  reply: replyOf<ListRecord>(),
});

const writeVerbs = { C: 'create', U: 'update', D: 'delete' } as const satisfies Record<PatchOp, string>;

/** The name of a folder's generic write of an op: `txn_leaves_update`. */
export const folderWriteName = (folder: string, op: PatchOp): string => `txn_${folder}_${writeVerbs[op]}`;

/**
 * `txn_<folder>_create`, `_update` or `_delete`: a patch list of the folder's rows (DESIGN §4).
 * A form saving through another txn of the folder names it (`name`): the same patch list.
 */
export const folderWriteTxn = (
  folder: string,
  op: PatchOp,
  foldertype?: FolderType,
  name: string = folderWriteName(folder, op),
) =>
  declareTxn({
    name,
    folder,
    ...(foldertype && { foldertype }),
    op,
    params: patchParamsSchema(folder),
    refusal: patchShapeMessages.invalidPatch,
    reply: replyOf<ListRecord>(),
  });

/** The op of a generic write's name (`txn_leaves_update` → U), or null for any other txn of the folder. */
export function folderWriteOp(name: string, folder: string): PatchOp | null {
  return patchOps.find((op) => name === folderWriteName(folder, op)) ?? null;
}

/** A file the server made for the user (an export): opened through the files route by its id. */
export interface ExportedFile {
  id: string;
  original_filename: string;
  mime_type: string;
  size_bytes: number;
}

/**
 * `txn_<folder>_export` (spec 000 §2 'Export Folder'): the folder's list as an xlsx file, with
 * the list's own filters and order (spec 000 §7 names folder and swhandle, both taken; the
 * filters make 'with its current filters' hold) and headers and labels in the user's `language`.
 * The reply's record is the stored file.
 */
export const folderExportTxn = (folder: string, foldertype?: FolderType) =>
  declareTxn({
    name: `txn_${folder}_export`,
    folder,
    ...(foldertype && { foldertype }),
    op: 'R',
    params: listParamsSchema
      .pick({ filters: true, orderBy: true })
      .extend({
        // spec 000 §7 'Export folder': folder and swhandle; the folder is the txn's own
        folder: z
          .string()
          .refine((name) => name === folder, `must be '${folder}', the folder this txn exports`)
          .optional(),
        swhandle: z.string().min(1).max(64),
        language: z.enum(locales).default('eng'),
      })
      .strict(),
    refusal: folderTxnMessages.invalidRequest,
    reply: replyOf<ExportedFile>(),
  });

/** At most this many records move in one named action. */
export const maxActionIds = 500;
export const maxActionNoteLength = 1000;

/**
 * What a named action of a workflow takes: the records it moves, an optional note and the
 * values of the fields its txn `asks` (wire values by field name; the server checks each
 * against its field).
 */
export const workflowActionParamsSchema = z
  .object({
    ids: z.array(idSchema).min(1).max(maxActionIds),
    note: z.string().max(maxActionNoteLength).optional(),
    values: z.record(z.string(), z.unknown()).optional(),
    /** The user saw the gate's warning and goes on (an invoice approval with amber compliance findings). */
    proceed: z.boolean().optional(),
  })
  .strict();

/**
 * `txn_<folder>_<action>`: a named action a folder's workflow runs on records (Approve,
 * Reject, Terminate…; spec 000 §2 Workflow page, §4 States and transitions).
 */
export const workflowActionTxn = (folder: string, action: string, foldertype?: FolderType) =>
  declareTxn({
    name: `txn_${folder}_${action}`,
    folder,
    ...(foldertype && { foldertype }),
    op: 'U',
    params: workflowActionParamsSchema,
    refusal: folderTxnMessages.invalidAction,
    reply: replyOf<ListRecord>(),
  });

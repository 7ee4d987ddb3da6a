import { z } from 'zod';
import { snakeNameSchema } from '../definition/names.js';
import { locales } from '../field-types/loctext.js';
import { declareTxn, replyOf } from './declare.js';
import { type ExportedFile, folderWriteTxn } from './folders.js';

/**
 * What a bulk upload (spec 000 §4, §7) tells the user: refusals of the upload itself and the
 * messages of its error file's rows. Each is the English i18n key the client translates.
 */
export const bulkUploadMessages = {
  invalidRequest: 'Invalid bulk upload request',
  notUploadable: 'Records of this folder cannot be uploaded in bulk',
  wrongType: 'The file is not a csv or xlsx spreadsheet',
  unreadable: 'The file could not be read as a spreadsheet',
  noHeader: 'The file has no header row',
  noRows: 'The file has no rows below its header',
  unknownColumn: 'Unknown column: it matches no field of the folder and was not read',
  repeatedColumn: 'Two columns name the same field: only the first was read',
  noSuchRecord: 'No such record',
  manyRecords: 'More than one record has this name: use its code',
} as const;

/**
 * `txn_bulk_upload_template`: a csv whose header row names, in the user's `language`, the
 * fields a bulk upload into `folder` reads; the reply's record is the stored file, fetched
 * from `/files/:id` like an export. Only for a folder whose create txn the user has.
 */
export const bulkUploadTemplateTxn = declareTxn({
  name: 'txn_bulk_upload_template',
  folder: 'bulk_upload',
  op: 'R',
  params: z.strictObject({ folder: snakeNameSchema, language: z.enum(locales).default('eng') }),
  refusal: bulkUploadMessages.invalidRequest,
  reply: replyOf<ExportedFile>(),
});

/**
 * `txn_bulk_upload_create` (spec 000 §7 "Bulk upload"): the generic create of a bulk upload
 * record; the server then queues the job that reads its file.
 */
export const bulkUploadCreateTxn = folderWriteTxn('bulk_upload', 'C', 'folders');

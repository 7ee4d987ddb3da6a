import { type BusinessEnv, bulkUploadMessages, type FolderDefinition, type Locale } from '@muster/protocol';
import type { Catalogue } from '../../engine/catalogue/index.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { patchMessages } from '../../engine/patch/messages.js';
import { TxnError } from '../../platform/refusal.js';
import { createTxnOf, uploadableFields } from './columns.js';

/**
 * The folder an upload (or a template) is for, when the user may upload into it: a folder
 * with a create txn the user has and fields a file can fill; never bulk_upload itself.
 */
export function uploadTarget(catalogue: Catalogue, folder: unknown, env: BusinessEnv): FolderDefinition {
  const definition = typeof folder === 'string' ? catalogue.folders.get(folder) : undefined;
  const create = definition && createTxnOf(definition);
  if (!definition || !create || definition.name === 'bulk_upload' || !uploadableFields(definition).length)
    throw new TxnError(bulkUploadMessages.notUploadable);
  if (!txnPermitted(definition, create, env)) throw new TxnError(patchMessages.notPermitted);
  return definition;
}

/** A template's one row: the labels, in `locale`, of the fields an upload into the folder reads. */
export const templateHeader = (definition: FolderDefinition, locale: Locale): string[] =>
  uploadableFields(definition).map((field) => field.label[locale] || field.label.eng);

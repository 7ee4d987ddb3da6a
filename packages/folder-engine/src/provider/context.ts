import type {
  BusinessEnv,
  ErrorReplyData,
  FieldDefinition,
  FieldTypeName,
  FieldWireValue,
  FolderDefinition,
  Locale,
  ProjectedRecord,
  Ranked,
} from '@muster/protocol';
import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type { FieldEditorProps, FieldKind } from '../fields/kind';
import type { Translate } from '../i18n/translate';
import type { TxnClient } from '../transport/txn-client';

export type NoticeKind = 'success' | 'error' | 'info';
/** A notice; an error's may bring the refusal's data, whose text (key and values) the host shows in the user's language. */
export type Notify = (kind: NoticeKind, message: string, data?: ErrorReplyData) => void;
/**
 * A server's refusal as the user reads it, for the engine's own notices (a form's): the
 * embedding app's translation, which knows every feature's texts and a refusal's key and
 * values (a closed month named in the user's language).
 */
export type ServerText = (message: string, data?: ErrorReplyData) => string;

/** Sends a file to the server's file store and answers its files record (spec 000 §7 "File upload"). */
export type UploadFile = (file: File, folder: string) => Promise<ProjectedRecord>;
/**
 * A stored file's bytes, asked with the user's session (the files route answers nothing to a
 * bare link): previews and links show object URLs of these.
 */
export type FetchFile = (id: string) => Promise<Blob>;

export interface EngineContextValue {
  client: TxnClient;
  env: BusinessEnv;
  locale: Locale;
  /**
   * The signed-in business's zone (`env.time_zone`, the default when the session names none):
   * the day a timestamp shows (protocol README, 'The business's calendar').
   */
  timeZone: string;
  t: Translate;
  /** A folder or master definition by name. */
  definition: (name: string) => FolderDefinition | undefined;
  /** Every folder name the business knows, for source_type pickers. */
  folderNames: string[];
  kind: (type: FieldTypeName) => FieldKind;
  /** The editor of one field of a folder: a product's (`fieldEditors`) where one ranks it, else its type's. */
  editor: (field: FieldDefinition, folder: string) => FieldKind['Editor'];
  uploadFile: UploadFile | undefined;
  fetchFile: FetchFile | undefined;
  notify: Notify;
  serverText: ServerText;
  /** Tells every list of the folder that a write through this engine changed it. */
  folderChanged: (folder: string) => void;
  /** Listens for such writes; answers the unsubscribe. */
  onFolderChanged: (listener: (folder: string) => void) => () => void;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

export function useEngine(): EngineContextValue {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('Folder engine components must be placed inside <FolderEngineProvider>');
  return engine;
}

/** What a type's editor holds: its wire value, except json, which is edited as text. */
export type EditorValue<T extends FieldTypeName> = T extends 'json' ? string : FieldWireValue<T>;

/** Editors a product supplies in place of the engine's own, by field type. */
export type CustomEditors = { [T in FieldTypeName]?: ComponentType<FieldEditorProps<EditorValue<T>>> };

/** What a field editor's tester reads: the field and the folder whose definition holds it. */
export interface FieldSubject {
  folder: string;
  field: FieldDefinition;
}

/**
 * A product's editor for the fields its tester ranks, over the type's editor (JSON Forms'
 * tester and renderer): `{ tester: fieldIs('expenses', 'amount'), Editor: AmountInRupees }`.
 * Its value is the field type's form value, as the type's own editor gets it.
 */
export interface FieldEditorEntry extends Ranked<FieldSubject> {
  // biome-ignore lint/suspicious/noExplicitAny: an entry may edit a field of any type
  Editor: ComponentType<FieldEditorProps<any>>;
}

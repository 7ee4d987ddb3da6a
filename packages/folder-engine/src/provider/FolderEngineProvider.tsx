import type { BusinessSettings, FieldTypeName, FolderDefinition, Locale } from '@muster/protocol';
import { chooseRanked, defaultBusinessTimeZone } from '@muster/protocol';
import { type ReactNode, useMemo, useState } from 'react';
import type { FieldKind } from '../fields/kind';
import { builtInFieldKinds } from '../fields/registry';
import type { MessageKey } from '../i18n/messages';
import { translator } from '../i18n/translate';
import type { TxnClient } from '../transport/txn-client';
import {
  type CustomEditors,
  EngineContext,
  type EngineContextValue,
  type FetchFile,
  type FieldEditorEntry,
  type Notify,
  type ServerText,
  type UploadFile,
} from './context';

export interface FolderEngineProviderProps {
  client: TxnClient;
  /** The record of txn_compiled_folders_get, with full folder definitions. */
  settings: BusinessSettings<FolderDefinition>;
  locale: Locale;
  /** Replace the editor of a field type: `editors={{ text: MyTextInput }}`. */
  editors?: CustomEditors;
  /**
   * Replace the editor of particular fields, chosen by testers over the folder and the field
   * (the highest rank wins): `fieldEditors={[{ tester: fieldIs('expenses', 'amount'), Editor }]}`.
   */
  fieldEditors?: readonly FieldEditorEntry[];
  uploadFile?: UploadFile;
  fetchFile?: FetchFile;
  /** Where the engine's toasts go (the host's toaster); silent when absent. */
  onNotify?: Notify;
  /** A server's refusal in the user's language; the engine's own table when absent. */
  serverText?: ServerText;
  children: ReactNode;
}

const silent: Notify = () => {};

export function FolderEngineProvider({
  client,
  settings,
  locale,
  editors,
  fieldEditors,
  uploadFile,
  fetchFile,
  onNotify,
  serverText,
  children,
}: FolderEngineProviderProps) {
  const [changeListeners] = useState(() => new Set<(folder: string) => void>());
  const value = useMemo<EngineContextValue>(() => {
    const { folders, masters, mviews } = settings.containers;
    const kinds = new Map<FieldTypeName, FieldKind>(
      Object.entries(builtInFieldKinds).map(([type, kind]) => {
        const Editor = editors?.[type as FieldTypeName];
        return [
          type as FieldTypeName,
          Editor ? { ...kind, Editor: Editor as unknown as FieldKind['Editor'] } : kind,
        ];
      }),
    );
    const t = translator(locale);
    return {
      client,
      env: settings.env,
      locale,
      timeZone: settings.env.time_zone || defaultBusinessTimeZone,
      t,
      definition: (name) =>
        folders.map[name] ?? masters.map[name] ?? mviews.map[name] ?? settings.references?.[name],
      folderNames: [...folders.folderList, ...masters.folderList, ...mviews.folderList],
      kind: (type) => kinds.get(type) as FieldKind,
      editor: (field, folder) =>
        chooseRanked(fieldEditors ?? [], { field, folder })?.Editor ??
        (kinds.get(field.type) as FieldKind).Editor,
      uploadFile,
      fetchFile,
      notify: onNotify ?? silent,
      serverText: serverText ?? ((message) => t(message as MessageKey)),
      folderChanged: (folder) => {
        for (const listener of changeListeners) listener(folder);
      },
      onFolderChanged: (listener) => {
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
    };
  }, [
    client,
    settings,
    locale,
    editors,
    fieldEditors,
    uploadFile,
    fetchFile,
    onNotify,
    serverText,
    changeListeners,
  ]);
  return (
    <EngineContext.Provider value={value}>
      <div className="muster-engine">{children}</div>
    </EngineContext.Provider>
  );
}

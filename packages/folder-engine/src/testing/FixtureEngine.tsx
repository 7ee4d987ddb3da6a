import './dom-shims';
import type { BusinessEnv, FolderDefinition, Locale } from '@muster/protocol';
import { type ReactNode, useState } from 'react';
import type {
  CustomEditors,
  FetchFile,
  FieldEditorEntry,
  Notify,
  ServerText,
  UploadFile,
} from '../provider/context';
import { FolderEngineProvider } from '../provider/FolderEngineProvider';
import { fixtureDefinitions, fixtureEnv, fixtureSettings } from './fixtures';
import { MemoryTxnClient } from './memory-client';

export interface FixtureEngineProps {
  client?: MemoryTxnClient;
  definitions?: FolderDefinition[];
  env?: BusinessEnv;
  locale?: Locale;
  editors?: CustomEditors;
  fieldEditors?: readonly FieldEditorEntry[];
  uploadFile?: UploadFile;
  fetchFile?: FetchFile;
  onNotify?: Notify;
  /** The embedding app's translation of a server text (the host's serverText). */
  serverText?: ServerText;
  children: ReactNode;
}

/** The provider on fixture folders and an in-memory client: what stories and tests render in. */
export function FixtureEngine({
  client,
  definitions = fixtureDefinitions,
  env = fixtureEnv,
  locale = 'eng',
  children,
  ...rest
}: FixtureEngineProps) {
  const [settings] = useState(() => fixtureSettings(definitions, env));
  const [ownClient] = useState(() => client ?? new MemoryTxnClient());
  return (
    <FolderEngineProvider client={ownClient} settings={settings} locale={locale} {...rest}>
      {children}
    </FolderEngineProvider>
  );
}

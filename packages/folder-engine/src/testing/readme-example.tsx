import type { BusinessSettings, FolderDefinition } from '@muster/protocol';
import { useState } from 'react';
import { ChannelClient, FolderEngineProvider, FolderForm, FolderList, type TxnClient } from '../index';

/** Connects to a Muster server's channel with a session from txn_user_login. */
export function connect(server: string, apiKey: string, sessionKey: string): TxnClient {
  return new ChannelClient({
    url: `${server.replace(/^http/, 'ws')}/channel?key=${encodeURIComponent(apiKey)}`,
    sessionKey: () => sessionKey,
    onSessionExpired: () => window.location.assign('/user-auth'),
  });
}

interface ExpensesScreenProps {
  client: TxnClient;
  /** The record of txn_compiled_folders_get. */
  settings: BusinessSettings<FolderDefinition>;
}

/** A folder's list; a row opens its update form, Create opens an empty one. */
export function ExpensesScreen({ client, settings }: ExpensesScreenProps) {
  const [form, setForm] = useState<{ mode: 'create' | 'update'; record?: Record<string, unknown> } | null>(
    null,
  );
  return (
    <FolderEngineProvider
      client={client}
      settings={settings}
      locale="eng"
      onNotify={(kind, message) => console.info(kind, message)}
    >
      {form ? (
        <FolderForm
          folder="expenses"
          mode={form.mode}
          record={form.record}
          onSaved={() => setForm(null)}
          onCancel={() => setForm(null)}
        />
      ) : (
        <FolderList
          folder="expenses"
          onRowClick={(record) => setForm({ mode: 'update', record })}
          onOpenForm={(txn, record) => setForm({ mode: txn.op === 'C' ? 'create' : 'update', record })}
        />
      )}
    </FolderEngineProvider>
  );
}

import '@muster/folder-engine/styles.css';
import { FolderEngineProvider, FolderList } from '@muster/folder-engine';
import { compiledFoldersGetTxn } from '@muster/protocol';
import { createRoot } from 'react-dom/client';
import { HttpTxnClient } from './http-client';

// the server behind /txn holds the session: this page never signs in
const client = new HttpTxnClient('/txn');
const [settings] = (await client.call(compiledFoldersGetTxn, {})).records;
if (!settings) throw new Error('no business settings');
createRoot(document.getElementById('engine') as HTMLElement).render(
  <FolderEngineProvider client={client} settings={settings} locale="eng">
    <FolderList folder="shifts" />
  </FolderEngineProvider>,
);

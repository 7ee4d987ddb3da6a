import '@muster/folder-engine/styles.css';
import { FolderEngineProvider, FolderForm, FolderList, signIn } from '@muster/folder-engine';
import { createRoot } from 'react-dom/client';
import { CountedText } from './CountedText';

const login = { swhandle: 'demo', code: 'admin', password: 'Admin@123' };
const { client, settings } = await signIn({ server: location.origin, apiKey: 'muster-local-key', ...login });
createRoot(document.getElementById('engine') as HTMLElement).render(
  <FolderEngineProvider client={client} settings={settings} locale="eng" editors={{ text: CountedText }}>
    <FolderList folder="shifts" />
    <FolderForm folder="shifts" mode="create" />
  </FolderEngineProvider>,
);

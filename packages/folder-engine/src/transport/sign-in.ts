import {
  type BusinessSettings,
  compiledFoldersGetTxn,
  type FolderDefinition,
  type LoginParams,
  userLoginTxn,
} from '@muster/protocol';
import { ChannelClient } from './channel-client.js';

export interface SignInOptions extends LoginParams {
  /** The server's http(s) address, e.g. `https://muster.example.com`. */
  server: string;
  /** The key the server gives its channel (its API_KEY). */
  apiKey: string;
}

/** What `FolderEngineProvider` needs from a server: a signed-in client and the business settings. */
export interface EngineSession {
  client: ChannelClient;
  settings: BusinessSettings<FolderDefinition>;
}

/** Opens a server's channel, signs in and loads the business settings: a product's first step. */
export async function signIn({ server, apiKey, ...credentials }: SignInOptions): Promise<EngineSession> {
  let sessionKey: string | null = null;
  const client = new ChannelClient({
    url: `${server.replace(/^http/, 'ws')}/channel?key=${encodeURIComponent(apiKey)}`,
    sessionKey: () => sessionKey,
  });
  const [session] = (await client.call(userLoginTxn, credentials)).records;
  sessionKey = session?.session_key ?? null;
  const [settings] = (await client.call(compiledFoldersGetTxn, {})).records;
  if (!settings) throw new Error('The server answered no business settings');
  return { client, settings };
}

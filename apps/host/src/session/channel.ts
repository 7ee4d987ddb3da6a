import { ChannelClient } from '@muster/folder-engine';
import { readSession } from './storage';

/** The server writes its channel key into index.html; the dev server proxies to the default. */
function apiKey(): string {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="muster-api-key"]')?.content ?? 'muster-local-key'
  );
}

export function createChannel(onSessionExpired: () => void): ChannelClient {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new ChannelClient({
    url: `${scheme}://${location.host}/channel?key=${encodeURIComponent(apiKey())}`,
    sessionKey: () => readSession()?.session_key ?? null,
    onSessionExpired,
  });
}

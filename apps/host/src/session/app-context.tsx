import type { TxnClient } from '@muster/folder-engine';
import type { BusinessSettings, SessionRecord } from '@muster/protocol';
import { createContext, useContext } from 'react';

export interface AppState {
  client: TxnClient;
  session: SessionRecord | null;
  settings: BusinessSettings | null;
  signIn(session: SessionRecord): void;
  setSettings(settings: BusinessSettings): void;
  /** Ends the session on the server when it still exists, clears storage, goes to sign-in. */
  signOut(options?: { serverSide?: boolean }): Promise<void>;
}

export const AppContext = createContext<AppState | null>(null);

export function useApp(): AppState {
  const state = useContext(AppContext);
  if (!state) throw new Error('useApp must be used inside <AppProvider>');
  return state;
}

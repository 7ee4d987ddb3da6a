import type { TxnClient } from '@muster/folder-engine';
import type { BusinessSettings, SessionRecord } from '@muster/protocol';
import { createContext, useContext } from 'react';

export interface AppState {
  client: TxnClient;
  session: SessionRecord | null;
  settings: BusinessSettings | null;
  /** Businesses the user may work for, fetched after settings; empty until the list answers. */
  partners: Record<string, unknown>[];
  signIn(session: SessionRecord): void;
  setSettings(settings: BusinessSettings): void;
  setPartners(partners: Record<string, unknown>[]): void;
  /** Ends the session on the server when it still exists, clears storage, goes to sign-in. */
  signOut(options?: { serverSide?: boolean }): Promise<void>;
  /** Runs a write with the global spinner overlay shown until it settles (spec 000 §4). */
  blockWhile<T>(write: Promise<T>): Promise<T>;
  writesBlocked: boolean;
}

export const AppContext = createContext<AppState | null>(null);

export function useApp(): AppState {
  const state = useContext(AppContext);
  if (!state) throw new Error('useApp must be used inside <AppProvider>');
  return state;
}

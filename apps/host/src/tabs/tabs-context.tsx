import { createContext, type ReactNode, useContext, useState } from 'react';

interface OpenTabsState {
  tabs: string[];
  setTabs(update: (tabs: string[]) => string[]): void;
}

const OpenTabsContext = createContext<OpenTabsState | null>(null);

/** Keeps the open tabs while the user visits home or settings and comes back. */
export function OpenTabsProvider({ children }: { children: ReactNode }) {
  const [tabs, setTabs] = useState<string[]>([]);
  return <OpenTabsContext.Provider value={{ tabs, setTabs }}>{children}</OpenTabsContext.Provider>;
}

export function useOpenTabs(): OpenTabsState {
  const state = useContext(OpenTabsContext);
  if (!state) throw new Error('useOpenTabs must be used inside <OpenTabsProvider>');
  return state;
}

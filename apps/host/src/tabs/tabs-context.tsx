import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** How a form tab was opened from a list or a calendar: its mode, record and saving txn. */
export interface FormOpening {
  mode: 'create' | 'update';
  record?: Record<string, unknown>;
  txnName?: string;
  /** A create form's starting values, as the wire carries them (a leave's employee and days). */
  values?: Record<string, unknown>;
  /** The tab to show once the form is saved or cancelled; the folder's list otherwise. */
  returnTo?: string;
}

interface OpenTabsState {
  tabs: string[];
  setTabs(update: (tabs: string[]) => string[]): void;
  /** Form tabs opened from a list, by tab name; a form tab reached by URL loads its record. */
  forms: Record<string, FormOpening>;
  setForm(name: string, opening: FormOpening): void;
  /** Times each folder's records were saved from a form tab; lists reload when it changes. */
  saves: Record<string, number>;
  markSaved(folder: string): void;
  /** Titles screens give their tabs once they know them (a calendar's employee code). */
  titles: Record<string, string>;
  setTitle(name: string, title: string): void;
}

const OpenTabsContext = createContext<OpenTabsState | null>(null);

/** Keeps the open tabs while the user visits home or settings and comes back. */
export function OpenTabsProvider({ children }: { children: ReactNode }) {
  const [tabs, setTabs] = useState<string[]>([]);
  const [forms, setForms] = useState<Record<string, FormOpening>>({});
  const [saves, setSaves] = useState<Record<string, number>>({});
  const setForm = (name: string, opening: FormOpening) => setForms((all) => ({ ...all, [name]: opening }));
  const markSaved = (folder: string) => setSaves((all) => ({ ...all, [folder]: (all[folder] ?? 0) + 1 }));
  const [titles, setTitles] = useState<Record<string, string>>({});
  const setTitle = useCallback(
    (name: string, title: string) =>
      setTitles((all) => (all[name] === title ? all : { ...all, [name]: title })),
    [],
  );
  return (
    <OpenTabsContext.Provider value={{ tabs, setTabs, forms, setForm, saves, markSaved, titles, setTitle }}>
      {children}
    </OpenTabsContext.Provider>
  );
}

export function useOpenTabs(): OpenTabsState {
  const state = useContext(OpenTabsContext);
  if (!state) throw new Error('useOpenTabs must be used inside <OpenTabsProvider>');
  return state;
}

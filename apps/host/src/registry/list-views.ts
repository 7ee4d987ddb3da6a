import { type FolderListProps, type Ranked, RankedRegistry } from '@muster/folder-engine';
import type { ComponentType } from 'react';
import type { TabViewProps } from './tab-views';

export interface ListViewProps extends TabViewProps {
  /** The list kept to a referring record's or a field's value (a referenced-by link). */
  filters?: FolderListProps['filters'];
  /** The business the list opens on (a link to a contractor's record); none for the user's own. */
  business?: string | null;
}

/** What a list view's tester reads. */
export interface ListSubject {
  folder: string;
  /** The list is kept to fixed filters (a referenced-by link): not the folder's own list. */
  filtered: boolean;
  /** The screen is a phone's (the shell's breakpoint). */
  phone: boolean;
}

export interface ListViewEntry extends Ranked<ListSubject> {
  View: ComponentType<ListViewProps>;
}

/** The views a folder's list tab shows in place of the engine's list (a feature's own list screen). */
export const listViews = new RankedRegistry<ListSubject, ListViewEntry>();

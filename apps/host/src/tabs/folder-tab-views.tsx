import { rankWith } from '@muster/folder-engine';
import { listViews } from '../registry/list-views';
import { type TabSubject, type TabViewEntry, type TabViewProps, tabRank } from '../registry/tab-views';
import { FolderFormTab } from './FolderFormTab';
import { FolderListTab } from './FolderListTab';
import { fieldValueBusiness, fieldValueFilter } from './field-value-tab';
import { KnownFolder } from './KnownFolder';
import { referencedByFilter } from './referenced-by-tab';
import { whereBusiness, whereFilters } from './where-tab';

/** Below this the screen is a phone's (the shell's breakpoint). */
const wideScreen = '(min-width: 640px)';

const folderOf = (name: string) => name.split('/')[0] ?? name;

/** A folder's list: the engine's, or the view a feature registered for the folder (listViews). */
export function FolderListView({ name }: TabViewProps) {
  const folder = folderOf(name);
  const fixed = referencedByFilter(name) ?? fieldValueFilter(name);
  const filters = fixed ? [fixed] : (whereFilters(name) ?? undefined);
  const business = fieldValueBusiness(name) ?? whereBusiness(name);
  const phone = typeof window.matchMedia === 'function' && !window.matchMedia(wideScreen).matches;
  const View = listViews.choose({ folder, filtered: Boolean(filters), phone })?.View ?? FolderListTab;
  return (
    <KnownFolder folder={folder}>
      <View name={name} {...(filters && { filters })} business={business} />
    </KnownFolder>
  );
}

export function FolderFormView({ name }: TabViewProps) {
  return (
    <KnownFolder folder={folderOf(name)}>
      <FolderFormTab name={name} />
    </KnownFolder>
  );
}

/** A row's referenced-by link, or a list kept to one field's value: the folder's list, whatever the folder. */
const isFilteredList = ({ name }: TabSubject) =>
  Boolean(referencedByFilter(name) ?? fieldValueFilter(name) ?? whereFilters(name));

/**
 * The folder tabs every name falls back to (spec 000 §2 "Routes"): '{folder}' is its list,
 * '{folder}/{id}' its form.
 */
export const folderTabViews: TabViewEntry[] = [
  { kind: 'folder-list', tester: rankWith(tabRank.filteredList, isFilteredList), View: FolderListView },
  { kind: 'folder-list', tester: rankWith(tabRank.folder, ({ rest }) => !rest.length), View: FolderListView },
  {
    kind: 'folder-form',
    tester: rankWith(tabRank.folder, ({ rest }) => rest.length > 0),
    View: FolderFormView,
  },
];

import type { BusinessSettings } from '@muster/protocol';
import type { TFunction } from 'i18next';
import { chooseTabView } from '../registry/tab-views';
import { shownFolder } from '../session/shown-folder';
import { folderLabel } from '../shell/folder-label';
import { quickActions } from '../shell/quick-actions';
import { parseFormTab } from './folder-tab-name';

/** What a tab says: its view's own title (a screen's, a report's), the action's, or the folder's label. */
export function tabTitle(name: string, settings: BusinessSettings, language: string, t: TFunction): string {
  const own = chooseTabView(name, settings.env).title?.(name, settings, language, t);
  if (own) return own;
  const action = quickActions.find((entry) => entry.tab === name);
  if (action) return t(action.label);
  const [head = '', ...rest] = name.split('/');
  const folder = shownFolder(settings, head);
  const label = folder ? folderLabel(folder, language) : head;
  if (!rest.length) return label;
  const { id } = parseFormTab(name);
  // an update tab names its record once loaded (FolderFormTab); never by a fragment of its id
  return id === null ? `${label} (${t('New')})` : label;
}

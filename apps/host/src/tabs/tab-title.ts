import type { BusinessSettings } from '@muster/protocol';
import type { TFunction } from 'i18next';
import { parseTemplateTab } from '../payroll/html-template-tab';
import { folderLabel } from '../shell/folder-label';
import { quickActions } from '../shell/quick-actions';
import { chosenReport, reportDisplayName } from '../shell/reports';
import { parseFormTab } from './folder-tab-name';

const namedTitles: Record<string, string> = {
  reset_password: 'Reset Password',
  profile: 'Update Profile',
  workflow: 'Workflow',
};

/** What a tab says: the folder's label, the action's or screen's name, or the report's. */
export function tabTitle(name: string, settings: BusinessSettings, language: string, t: TFunction): string {
  const named = namedTitles[name];
  if (named) return t(named);
  const action = quickActions.find((entry) => entry.tab === name);
  if (action) return t(action.label);
  const [head = '', ...rest] = name.split('/');
  if (head === 'view_report' && rest.length) {
    const name = decodeURIComponent(rest.join('/'));
    const chosen = chosenReport();
    return reportDisplayName(chosen?.name === name ? chosen : { name }, language);
  }
  const template = parseTemplateTab(name);
  if (template) {
    // until the document names itself (contract or employee and month): its folder and number
    const folder = settings.containers.folders.map[template.folder];
    return `${folder ? folderLabel(folder, language) : template.folder} ${template.uconst}`;
  }
  const folder = settings.containers.folders.map[head];
  const label = folder ? folderLabel(folder, language) : head;
  if (!rest.length) return label;
  const { id } = parseFormTab(name);
  // an update tab names its record once loaded (FolderFormTab); never by a fragment of its id
  return id === null ? `${label} (${t('New')})` : label;
}

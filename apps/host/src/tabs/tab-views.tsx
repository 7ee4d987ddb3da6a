import type { ComponentType } from 'react';
import { UnavailablePage } from '../pages/UnavailablePage';
import { useApp } from '../session/app-context';
import { OwnRecordForm } from '../settings/OwnRecordForm';
import { ResetPasswordForm } from '../settings/ResetPasswordForm';
import { FolderFormTab } from './FolderFormTab';
import { FolderListTab } from './FolderListTab';
import { KnownFolder } from './KnownFolder';
import type { TabKind } from './tab-kinds';

export interface TabViewProps {
  /** The tab's name, the part of the path after /tabs/. */
  name: string;
}

const folderOf = (name: string) => name.split('/')[0] ?? name;

function FolderListView({ name }: TabViewProps) {
  return (
    <KnownFolder folder={folderOf(name)}>
      <FolderListTab name={name} />
    </KnownFolder>
  );
}

function FolderFormView({ name }: TabViewProps) {
  return (
    <KnownFolder folder={folderOf(name)}>
      <FolderFormTab name={name} />
    </KnownFolder>
  );
}

function ProfileView() {
  const { settings } = useApp();
  return settings ? <OwnRecordForm folder="employees" id={settings.env.employees_id} /> : null;
}

/**
 * The one dispatch table of the tab host. Kinds other work builds (attendance, leaves
 * calendar, bulk generate, report and template views, approval, workflow) say they are
 * not available until their screens land here.
 */
export const tabViews: Record<TabKind, ComponentType<TabViewProps>> = {
  'folder-list': FolderListView,
  'folder-form': FolderFormView,
  'bulk-generate': UnavailablePage,
  'report-view': UnavailablePage,
  'html-template': UnavailablePage,
  'leaves-calendar': UnavailablePage,
  'wfm-calendar': UnavailablePage,
  'reset-password': ResetPasswordForm,
  'attendance-grid': UnavailablePage,
  approval: UnavailablePage,
  profile: ProfileView,
  'workflow-editor': UnavailablePage,
};

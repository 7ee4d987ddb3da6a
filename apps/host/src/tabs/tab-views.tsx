import { type ComponentType, useEffect } from 'react';
import { Navigate } from 'react-router';
import { InvoiceApprovalTab } from '../invoices/InvoiceApprovalTab';
import { BulkGenerateTab } from '../payroll/BulkGenerateTab';
import { HtmlTemplateTab } from '../payroll/HtmlTemplateTab';
import { ReportsView } from '../reports/ReportsView';
import { useApp } from '../session/app-context';
import { OwnRecordForm } from '../settings/OwnRecordForm';
import { ResetPasswordForm } from '../settings/ResetPasswordForm';
import { WorkflowEditor } from '../workflow/WorkflowEditor';
import { FolderFormTab } from './FolderFormTab';
import { FolderListTab } from './FolderListTab';
import { fieldValueFilter } from './field-value-tab';
import { KnownFolder } from './KnownFolder';
import { LeavesCalendarTab } from './LeavesCalendarTab';
import { LeavesListTab } from './LeavesListTab';
import { referencedByFilter } from './referenced-by-tab';
import type { TabKind } from './tab-kinds';
import { useOpenTabs } from './tabs-context';

export interface TabViewProps {
  /** The tab's name, the part of the path after /tabs/. */
  name: string;
}

const folderOf = (name: string) => name.split('/')[0] ?? name;

function FolderListView({ name }: TabViewProps) {
  const fixed = referencedByFilter(name) ?? fieldValueFilter(name);
  const filters = fixed ? [fixed] : undefined;
  return (
    <KnownFolder folder={folderOf(name)}>
      {folderOf(name) === 'leaves' ? (
        <LeavesListTab name={name} filters={filters} />
      ) : (
        <FolderListTab name={name} filters={filters} />
      )}
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
 * '/tabs/attendance' is the attendance screen's own route; the tab it would leave behind is
 * dropped once the route has changed (the tab host adds the active tab after this mounts).
 */
function AttendanceGridView({ name }: TabViewProps) {
  const { setTabs } = useOpenTabs();
  useEffect(() => () => setTabs((tabs) => tabs.filter((tab) => tab !== name)), [name, setTabs]);
  return <Navigate to="/attendance" replace />;
}

/**
 * The one dispatch table of the tab host. The WFM calendar (spec 000 §2's attendance
 * calendar) is the attendance screen, which shows a month per employee.
 */
export const tabViews: Record<TabKind, ComponentType<TabViewProps>> = {
  'folder-list': FolderListView,
  'folder-form': FolderFormView,
  'bulk-generate': BulkGenerateTab,
  'report-view': ReportsView,
  'html-template': HtmlTemplateTab,
  'leaves-calendar': LeavesCalendarTab,
  'wfm-calendar': AttendanceGridView,
  'reset-password': ResetPasswordForm,
  'attendance-grid': AttendanceGridView,
  approval: InvoiceApprovalTab,
  profile: ProfileView,
  'workflow-editor': WorkflowEditor,
};

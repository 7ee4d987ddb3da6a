import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { FoldersPanel } from './FoldersPanel';
import { QuickActionsPanel } from './QuickActionsPanel';
import { ReportsPanel } from './ReportsPanel';

/** 'Folders' (default), 'Quick Actions', and 'Reports' when the reports folder is visible. */
export function Sidebar() {
  const { t } = useTranslation();
  const { settings } = useApp();
  const reportsVisible = Boolean(settings?.containers.folders.map.reports);
  const tabClass =
    'flex-1 rounded-md px-2 py-1 text-xs font-medium text-label data-[state=active]:bg-brand data-[state=active]:text-on-accent';
  return (
    <aside
      aria-label={t('Sidebar')}
      className="absolute inset-y-0 left-0 z-30 flex w-72 max-w-[85vw] shrink-0 flex-col border-r border-divider bg-surface shadow-lg sm:static sm:w-64 sm:shadow-none"
    >
      <Tabs.Root defaultValue="folders" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List aria-label={t('Sidebar')} className="flex gap-1 border-b border-divider p-2">
          <Tabs.Trigger value="folders" className={tabClass}>
            {t('Folders')}
          </Tabs.Trigger>
          <Tabs.Trigger value="quick-actions" className={tabClass}>
            {t('Quick Actions')}
          </Tabs.Trigger>
          {reportsVisible && (
            <Tabs.Trigger value="reports" className={tabClass}>
              {t('Reports')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="folders" className="min-h-0 flex-1 overflow-auto p-3">
          <FoldersPanel />
        </Tabs.Content>
        <Tabs.Content value="quick-actions" className="min-h-0 flex-1 overflow-auto p-3">
          <QuickActionsPanel />
        </Tabs.Content>
        {reportsVisible && (
          <Tabs.Content value="reports" className="min-h-0 flex-1 overflow-auto p-3">
            <ReportsPanel />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </aside>
  );
}

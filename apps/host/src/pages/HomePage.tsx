import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { folderLabel, searchFolders, sortedFolders } from '../shell/folder-label';
import { folderRoute } from '../shell/folder-route';
import { waitingLeavesTab } from '../tabs/leaves-calendar-tab';
import { SearchBox } from '../ui/SearchBox';
import { useLeaveBalance } from './useLeaveBalance';
import { useWaitingLeaves } from './useWaitingLeaves';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const [term, setTerm] = useState('');
  const leavesVisible = Boolean(settings?.containers.folders.map.leaves);
  const balance = useLeaveBalance(leavesVisible);
  const waiting = useWaitingLeaves(leavesVisible);
  if (!settings) return null;
  const folders = searchFolders(sortedFolders(settings.containers.folders.map), term, i18n.language);
  return (
    <section className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {settings.env.swhandle.toUpperCase()} {t('All Folders')}
        </h1>
        <div className="w-full sm:w-64">
          <SearchBox label={t('Search Folders..')} value={term} onChange={setTerm} />
        </div>
      </div>
      <ul className="grid grid-cols-[repeat(auto-fill,9.7rem)] justify-center gap-4 sm:justify-start">
        {folders.map((folder) => (
          <li key={folder.name}>
            <Link
              to={folderRoute(folder)}
              className="flex h-[9.7rem] w-[9.7rem] flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center font-medium shadow-sm hover:border-brand hover:shadow-md"
            >
              {folderLabel(folder, i18n.language)}
              {folder.name === 'leaves' && balance && (
                <span className="text-xs font-normal text-slate-700">
                  <span className="block font-medium">{t('Balance leaves')}</span>
                  <span className="block">
                    {t('Current Month:')} {balance.month}
                  </span>
                  <span className="block">
                    {t('Current Year:')} {balance.year}
                  </span>
                </span>
              )}
            </Link>
            {folder.name === 'leaves' && waiting !== null && (
              <Link
                to={`/tabs/${waitingLeavesTab}`}
                className="mt-1 block text-center text-sm font-medium text-brand underline"
              >
                {t('Waiting for me: {{count}}', { count: waiting })}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

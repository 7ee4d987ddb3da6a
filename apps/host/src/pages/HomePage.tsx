import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComplianceHomePanel } from '../compliance/ComplianceHomePanel';
import { MonthCloseHomePanel } from '../month-close/MonthCloseHomePanel';
import { PhonePunchApprovals } from '../phone/PhonePunchApprovals';
import { PhonePunchPanel } from '../phone/PhonePunchPanel';
import { useApp } from '../session/app-context';
import { searchFolders, sortedFolders } from '../shell/folder-label';
import { SearchBox } from '../ui/SearchBox';
import { FolderTiles } from './FolderTiles';
import { MyMonthPanel } from './MyMonthPanel';
import { TodayPanel } from './TodayPanel';
import { useLeaveBalance } from './useLeaveBalance';
import { useWaitingDecisions } from './useWaitingDecisions';
import { useWaitingLeaves } from './useWaitingLeaves';
import { WaitingApprovalsPanel } from './WaitingApprovalsPanel';

/** Spec 000 §2 "Home page" with issue #19's dashboard above the folder tiles. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const [term, setTerm] = useState('');
  const visible = settings?.containers.folders.map ?? {};
  const balance = useLeaveBalance('leaves' in visible);
  const waiting = useWaitingLeaves('leaves' in visible);
  const decisions = useWaitingDecisions();
  if (!settings) return null;
  const { env } = settings;
  const manager = env.isAdmin || env.isAO || env.isRO || env.isHR || env.isDCO;
  const folders = searchFolders(sortedFolders(visible), term, i18n.language);
  return (
    <section className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-semibold">
        {env.swhandle.toUpperCase()} {t('All Folders')}
      </h1>
      <div className="mb-6 grid items-start gap-4 xl:grid-cols-2">
        {manager && 'attendance' in settings.containers.mviews.map && <TodayPanel />}
        {(waiting !== null || decisions.length > 0) && (
          <WaitingApprovalsPanel leaves={waiting} decisions={decisions} />
        )}
        {env.employees_id && <PhonePunchPanel />}
        {manager && <PhonePunchApprovals />}
        <MyMonthPanel balance={balance} payslipsVisible={'payslips' in visible} />
        {(env.isAdmin || env.isHR) && <MonthCloseHomePanel />}
        {(env.isAdmin || env.isHR) && <ComplianceHomePanel />}
      </div>
      <div className="mb-4 w-full sm:w-64">
        <SearchBox label={t('Search Folders..')} value={term} onChange={setTerm} />
      </div>
      <FolderTiles folders={folders} />
    </section>
  );
}

import { CalendarIcon } from '@muster/folder-engine';
import { waitingFilters } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ListViewProps } from '../registry/list-views';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { FolderListTab } from '../tabs/FolderListTab';
import { adminCalendarTab, leaveRowCalendarTab, waitingLeavesTab } from './leaves-calendar-tab';

const tabLink = 'rounded border border-outline px-3 py-1 text-sm hover:border-brand';
const activeLink = 'rounded border border-brand bg-brand px-3 py-1 text-sm text-on-accent';

/**
 * The approvers' leaves list (issue #14 item 4): all of them, or only those waiting for the
 * user's decision ('leaves/waiting', which the home page links to), and the admin calendar
 * (spec 000 §2: the leaves list's calendar icon). Approve and Reject of several rows are
 * the list's own actions. A row opens its employee's calendar on the leave's month (issue
 * #14 item 3), where its days are seen among the employee's other leaves.
 */
export function LeavesListTab({ name, filters }: ListViewProps) {
  const { t } = useTranslation();
  const { settings } = useApp();
  const navigate = useNavigate();
  const waiting = name === waitingLeavesTab;
  if (!settings) return null;
  // an employee's leaves (a referenced-by link), else those waiting for the user, else all
  const listFilters = filters ?? (waiting ? waitingFilters(settings.env) : undefined);
  return (
    <>
      <nav className="mb-2 flex flex-wrap items-center gap-2" aria-label={t('Leaves')}>
        <Link
          to="/tabs/leaves"
          className={waiting ? tabLink : activeLink}
          aria-current={waiting ? undefined : 'page'}
        >
          {t('All leaves')}
        </Link>
        <Link
          to={`/tabs/${waitingLeavesTab}`}
          className={waiting ? activeLink : tabLink}
          aria-current={waiting ? 'page' : undefined}
        >
          {t('Waiting for me')}
        </Link>
        <Link to={`/tabs/${adminCalendarTab}`} className={`${tabLink} inline-flex items-center gap-1`}>
          <CalendarIcon />
          {t('Leaves calendar')}
        </Link>
      </nav>
      <FolderListTab
        name={name}
        {...(listFilters && { filters: listFilters })}
        onRowClick={(record) => {
          const tab = leaveRowCalendarTab(record, sessionZone(settings.env.time_zone));
          if (tab) navigate(`/tabs/${tab}`);
        }}
      />
    </>
  );
}

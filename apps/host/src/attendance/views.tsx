import { rankWith } from '@muster/folder-engine';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { type TabViewEntry, type TabViewProps, tabRank } from '../registry/tab-views';
import { useOpenTabs } from '../tabs/tabs-context';

/**
 * '/tabs/attendance' is the attendance screen's own route; the tab it would leave behind is
 * dropped once the route has changed (the tab host adds the active tab after this mounts).
 */
function AttendanceGridView({ name }: TabViewProps) {
  const { setTabs } = useOpenTabs();
  useEffect(() => () => setTabs((tabs) => tabs.filter((tab) => tab !== name)), [name, setTabs]);
  return <Navigate to="/attendance" replace />;
}

/** The WFM calendar (spec 000 §2's attendance calendar) is the attendance screen, which shows a month per employee. */
export const attendanceTabViews: TabViewEntry[] = [
  {
    kind: 'wfm-calendar',
    tester: rankWith(tabRank.named, ({ name }) => name === 'wfm_calendar'),
    View: AttendanceGridView,
  },
  {
    kind: 'attendance-grid',
    tester: rankWith(tabRank.named, ({ name }) => name === 'attendance'),
    View: AttendanceGridView,
  },
];

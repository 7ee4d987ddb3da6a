import { rankWith } from '@muster/folder-engine';
import type { BusinessEnv } from '@muster/protocol';
import type { ListViewEntry } from '../registry/list-views';
import { type TabSubject, type TabViewEntry, tabRank } from '../registry/tab-views';
import { newRecordSegment } from '../tabs/folder-tab-name';
import { FolderFormView, FolderListView } from '../tabs/folder-tab-views';
import { LeavesCalendarTab } from './LeavesCalendarTab';
import { LeavesListTab } from './LeavesListTab';
import { adminCalendarTab, parseLeavesCalendarTab, waitingLeavesTab } from './leaves-calendar-tab';

const leavesFolder = 'leaves';

/** Leaves lists are for approvers, reviewers, HR and admin; others get the calendar. */
function seesLeavesList(env: BusinessEnv): boolean {
  return env.isAdmin || env.isAO || env.isRO || env.isHR;
}

type LeavesTab = 'leaves-calendar' | 'folder-list' | 'folder-form';

/**
 * 'leaves/calendar/{employee}' is that employee's calendar for anyone (the register view
 * opens it), 'leaves/calendar' the admin calendar of every employee in scope (its own tab,
 * spec 000 §2); 'leaves/new' is the form applying for a leave. Approvers get the list at
 * 'leaves', the leaves waiting for them at 'leaves/waiting' and a leave's form at
 * 'leaves/{id}'; everyone else gets their own calendar at 'leaves' and any other
 * 'leaves/...' (spec 000 §2 "Routes").
 */
function leavesTab(rest: readonly string[], env: BusinessEnv): LeavesTab {
  const name = [leavesFolder, ...rest].join('/');
  if (parseLeavesCalendarTab(name) || name === adminCalendarTab) return 'leaves-calendar';
  if (rest.join('/') === newRecordSegment) return 'folder-form';
  if (!seesLeavesList(env)) return 'leaves-calendar';
  if (name === waitingLeavesTab) return 'folder-list';
  return rest.length ? 'folder-form' : 'folder-list';
}

const leavesTabIs = (kind: LeavesTab) =>
  rankWith<TabSubject>(
    tabRank.folderByRole,
    ({ head, rest, env }) => head === leavesFolder && leavesTab(rest, env) === kind,
  );

export const leavesTabViews: TabViewEntry[] = [
  { kind: 'leaves-calendar', tester: leavesTabIs('leaves-calendar'), View: LeavesCalendarTab },
  { kind: 'folder-list', tester: leavesTabIs('folder-list'), View: FolderListView },
  { kind: 'folder-form', tester: leavesTabIs('folder-form'), View: FolderFormView },
];

/** The approvers' leaves list, with its waiting and calendar links (LeavesListTab). */
export const leavesListViews: ListViewEntry[] = [
  { tester: rankWith(1, ({ folder }) => folder === leavesFolder), View: LeavesListTab },
];

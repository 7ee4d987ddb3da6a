import type { BusinessEnv } from '@muster/protocol';
import { fieldValueFilter } from './field-value-tab';
import { newRecordSegment } from './folder-tab-name';
import { adminCalendarTab, parseLeavesCalendarTab, waitingLeavesTab } from './leaves-calendar-tab';
import { referencedByFilter } from './referenced-by-tab';

/** The tab kinds of spec 000 §2 "Tab host". */
export type TabKind =
  | 'folder-list'
  | 'folder-form'
  | 'bulk-generate'
  | 'report-view'
  | 'html-template'
  | 'leaves-calendar'
  | 'wfm-calendar'
  | 'reset-password'
  | 'attendance-grid'
  | 'approval'
  | 'profile'
  | 'workflow-editor';

/** Whole-name tabs. */
const namedKinds: Record<string, TabKind> = {
  reset_password: 'reset-password',
  profile: 'profile',
  workflow: 'workflow-editor',
  wfm_calendar: 'wfm-calendar',
  attendance: 'attendance-grid',
};

/** Tabs named `{prefix}/{subject}`. */
const prefixKinds: Record<string, TabKind> = {
  view_report: 'report-view',
  html_template: 'html-template',
  invoice_approval: 'approval',
};

/** Leaves lists are for approvers, reviewers, HR and admin; others get the calendar. */
function seesLeavesList(env: BusinessEnv): boolean {
  return env.isAdmin || env.isAO || env.isRO || env.isHR;
}

/**
 * 'leaves/calendar/{employee}' is that employee's calendar for anyone (the register view
 * opens it), 'leaves/calendar' the admin calendar of every employee in scope (its own tab,
 * spec 000 §2); 'leaves/new' is the form applying for a leave. Approvers get the list at
 * 'leaves', the leaves waiting for them at 'leaves/waiting' and a leave's form at
 * 'leaves/{id}'; everyone else gets their own calendar at 'leaves' and any other
 * 'leaves/...' (spec 000 §2 "Routes").
 */
function leavesKind(rest: readonly string[], env: BusinessEnv): TabKind {
  const name = ['leaves', ...rest].join('/');
  if (parseLeavesCalendarTab(name) || name === adminCalendarTab) return 'leaves-calendar';
  if (rest.join('/') === newRecordSegment) return 'folder-form';
  if (!seesLeavesList(env)) return 'leaves-calendar';
  if (name === waitingLeavesTab) return 'folder-list';
  return rest.length ? 'folder-form' : 'folder-list';
}

/**
 * Which kind of tab a `/tabs/{name}` opens (spec 000 §2 "Routes"): '{folder}/generate'
 * is a bulk-generate tab, 'view_report/{report}' a report view, 'leaves' a calendar or a
 * list by role, '{folder}/{id}' a form, and any other name that folder's list.
 */
export function tabKind(name: string, env: BusinessEnv): TabKind {
  const named = namedKinds[name];
  if (named) return named;
  // a row's referenced-by link, or a list kept to one field's value: the folder's list, leaves too
  if (referencedByFilter(name) || fieldValueFilter(name)) return 'folder-list';
  const [head = '', ...rest] = name.split('/');
  const prefixed = prefixKinds[head];
  if (prefixed && rest.length) return prefixed;
  if (head === 'leaves') return leavesKind(rest, env);
  if (rest.join('/') === 'generate') return 'bulk-generate';
  return rest.length ? 'folder-form' : 'folder-list';
}

import type { ComponentType } from 'react';
import { UnavailablePage } from '../pages/UnavailablePage';
import { ResetPasswordForm } from '../settings/ResetPasswordForm';
import type { TabKind } from './tab-kinds';

export interface TabViewProps {
  /** The tab's name, the part of the path after /tabs/. */
  name: string;
}

/**
 * The one dispatch table of the tab host. Kinds other work builds (folder list and form
 * from the folder engine, so the profile too, attendance, leaves calendar, bulk generate, report and template
 * views, workflow) say they are not available until their screens land here.
 */
export const tabViews: Record<TabKind, ComponentType<TabViewProps>> = {
  'folder-list': UnavailablePage,
  'folder-form': UnavailablePage,
  'bulk-generate': UnavailablePage,
  'report-view': UnavailablePage,
  'html-template': UnavailablePage,
  'leaves-calendar': UnavailablePage,
  'wfm-calendar': UnavailablePage,
  'reset-password': ResetPasswordForm,
  'attendance-grid': UnavailablePage,
  approval: UnavailablePage,
  profile: UnavailablePage,
  'workflow-editor': UnavailablePage,
};

import type { AttendanceUser } from '../types';

/** What the toolbar and filter panel offer a user (spec 001 §2 "Toolbar", §6). */
export interface ToolbarFlags {
  /** Approve, Reject and Settle, and the Reporting Officer filter: admin and AO (§6). */
  approves: boolean;
  /**
   * An approval manager by the toolbar flag (RO, HR) who may not approve (§6 "The two readings
   * differ"): the toolbar says who approves instead of leaving the buttons silently absent
   * (issue #32 item 5: HR walks the month but the admin or an AO approves its days).
   */
  explainsApproval: boolean;
  /**
   * Save is hidden for the admin role by the toolbar flag (§2) while nothing is queued: the
   * admin may edit any cell (§6), and once it has, the toolbar shows Save with the count.
   */
  saves: boolean;
  /** Adding and removing rows need the user's own business selected (§6). */
  editsRows: boolean;
}

/** What an approval manager who may not approve reads where Approve and Reject would be (an i18n key). */
export const approvalNote =
  'Attendance is approved or rejected by the administrator or an attendance officer';

export const toolbarFlags = (user: AttendanceUser): ToolbarFlags => {
  const approves = user.isAdmin || user.isAO;
  return {
    approves,
    explainsApproval: !approves && (user.isRO || user.isHR),
    saves: !user.isAdmin,
    editsRows: user.ownBusiness,
  };
};

/**
 * Whether a grid shows Save (the attendance toolbar and the allocation grid's, "a toolbar like
 * the attendance one", spec 001 §2): the admin's hidden Save shows once it has queued edits, since
 * Alt+S alone is no button and a contractor whose only user is its admin had no way to see how to
 * save (issue #32 item 4).
 */
export const showsSave = (flags: ToolbarFlags, pendingCount: number): boolean =>
  flags.saves || pendingCount > 0;

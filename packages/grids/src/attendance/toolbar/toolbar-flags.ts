import type { AttendanceUser } from '../types';

/** What the toolbar and filter panel offer a user (spec 001 §2 "Toolbar", §6). */
export interface ToolbarFlags {
  /** Approve, Reject and Settle, and the Reporting Officer filter: admin and AO (§6). */
  approves: boolean;
  /**
   * Save is hidden for the admin role by the toolbar flag (§2) while nothing is queued: the
   * admin may edit any cell (§6), and once it has, the toolbar shows Save with the count.
   */
  saves: boolean;
  /** Adding and removing rows need the user's own business selected (§6). */
  editsRows: boolean;
}

export const toolbarFlags = (user: AttendanceUser): ToolbarFlags => ({
  approves: user.isAdmin || user.isAO,
  saves: !user.isAdmin,
  editsRows: user.ownBusiness,
});

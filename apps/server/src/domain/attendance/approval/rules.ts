import { type ApprovalStatus, attendanceMessages } from '@muster/protocol';

/** Refusals the spec forbids without giving the words: ours, not in protocol's attendanceMessages. */
export const approvalOwnMessages = {
  finalApprovedNotRejected: 'Final approved attendance cannot be rejected',
  // a day waiting for its punch request (PR) is decided by the request first (README "Punch requests")
  punchRequestWaiting: 'A day waiting for its punch request cannot be approved or rejected',
} as const;

/** Day types no approval or rejection takes: a day short of a punch, or waiting for its request. */
export const punchAwaitingTypes: readonly string[] = ['SP', 'PR'];

/** The statuses an approval may set (spec 001 §3, §4); settle is an approval to `settled`. */
export const approvalStatuses = [
  'final_approved',
  'intermediate_approved',
  'settled',
] as const satisfies readonly ApprovalStatus[];

/** A selected cell as stored: `null` when the day has no attendance row (an empty cell). */
export interface StoredCell {
  id: string;
  attType: string | null;
  status: string | null;
  isMissedPunch: boolean;
  /** The day's month is invoiced under its contract: the day can no longer be edited (spec 001 §5). */
  invoiced?: boolean;
}

/**
 * A Single Punch whose month is invoiced can no longer be completed (its edit is refused, spec
 * 001 §5), so rejecting it is how it is decided (issue #32 item 3): the invoice billed approved
 * days only, so the day was billed, and is paid, as not worked (month-close README "Single
 * punches in an invoiced month").
 */
const closedSinglePunch = (cell: StoredCell): boolean => cell.attType === 'SP' && cell.invoiced === true;

/** What to do with a selection: refuse it whole, or write `ids` and report the skipped. */
export type ApprovalPlan =
  | { kind: 'refused'; message: string; count?: number }
  | { kind: 'write'; ids: string[]; skipped: number };

/** Statuses an approval to `target` leaves as they are: already there, or past it. */
function alreadyAt(target: ApprovalStatus, status: string | null): boolean {
  if (status === target || status === 'settled') return true;
  return target !== 'settled' && status === 'final_approved';
}

/**
 * Approve (spec 001 §4): Single Punch, punch request (PR) and empty cells refuse the whole selection; cells
 * already at the chosen status (or past it) are counted and skipped.
 */
export function planApproval(cells: readonly (StoredCell | null)[], target: ApprovalStatus): ApprovalPlan {
  if (!cells.length) return { kind: 'refused', message: attendanceMessages.noCellsToApprove };
  if (cells.some((cell) => cell === null || cell.attType === null))
    return { kind: 'refused', message: attendanceMessages.emptyNotApproved };
  const stored = cells as StoredCell[];
  if (stored.some((cell) => cell.attType === 'SP'))
    return { kind: 'refused', message: attendanceMessages.singlePunchNotApproved };
  if (stored.some((cell) => cell.attType === 'PR'))
    return { kind: 'refused', message: approvalOwnMessages.punchRequestWaiting };
  const ids = stored.filter((cell) => !alreadyAt(target, cell.status)).map((cell) => cell.id);
  const skipped = stored.length - ids.length;
  if (!ids.length) return { kind: 'refused', message: attendanceMessages.noCellsToApprove, count: skipped };
  return { kind: 'write', ids, skipped };
}

/**
 * Reject (spec 001 §4): Single Punch, punch request (PR), missed-punch, Present and final-approved cells refuse
 * the whole selection; cells already rejected, and empty cells, are counted and skipped. A Single Punch
 * of an invoiced month is the exception: nothing else can decide it (`closedSinglePunch`).
 */
export function planRejection(cells: readonly (StoredCell | null)[]): ApprovalPlan {
  const stored = cells.filter((cell): cell is StoredCell => cell !== null && cell.attType !== null);
  if (stored.some((cell) => cell.attType === 'SP' && !closedSinglePunch(cell)))
    return { kind: 'refused', message: attendanceMessages.singlePunchNotRejected };
  if (stored.some((cell) => cell.attType === 'PR'))
    return { kind: 'refused', message: approvalOwnMessages.punchRequestWaiting };
  if (stored.some((cell) => cell.isMissedPunch && !closedSinglePunch(cell)))
    return { kind: 'refused', message: attendanceMessages.missedPunchNotRejected };
  if (stored.some((cell) => cell.attType === 'P'))
    return { kind: 'refused', message: attendanceMessages.presentNotRejected };
  if (stored.some((cell) => cell.status === 'final_approved' || cell.status === 'settled'))
    return { kind: 'refused', message: approvalOwnMessages.finalApprovedNotRejected };
  const ids = stored.filter((cell) => cell.status !== 'rejected').map((cell) => cell.id);
  const skipped = stored.length - ids.length;
  if (!ids.length) return { kind: 'refused', message: attendanceMessages.noCellsToReject, count: skipped };
  return { kind: 'write', ids, skipped };
}

export const recalculationMessages = {
  /** Spec 000 §4 "Progress toasts", word for word: the reply's message. */
  started: 'Attendance Recal started',
  /** The contract is not there or not the caller's to recalculate (ours; the spec has the client's 'please select a contract'). */
  unknownContract: 'No such contract',
} as const;

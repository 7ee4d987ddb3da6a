/**
 * Punch requests (issue #29 item 5; spec 001 §3 "PR punch request (partial)"): an employee
 * with a single punch or none on a day asks for the missing time with a reason; the workflow
 * of the folder `punch_requests` decides it. The refusals the server answers, as i18n keys.
 */
export const punchRequestMessages = {
  ownOnly: 'A punch request is for your own day',
  dayHasPunches: 'This day has its punches: a punch request is for a day with a single punch or none',
  futureTime: 'A punch request cannot be for a time still to come',
  beforeJoining: 'This day is before the joining date',
  timeNotOnDay: 'The punch time is not on this day',
  approvedDay: 'Approved attendance cannot be edited',
  alreadyWaiting: 'A request for this punch of this day is already waiting',
  ownDecision: 'Nobody decides their own punch request',
} as const;

/** The states of a request that still waits for a decision: the day shows PR meanwhile. */
export const waitingPunchRequestStates: readonly string[] = ['created', 'intermediate_approved'];
/** The state a request becomes a punch in. */
export const approvedPunchRequestState = 'final_approved';

/** The hours after its day's start an out punch may be asked for (a night shift's out is the next morning). */
export const punchRequestOutWindowHours = 36;

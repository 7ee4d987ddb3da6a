/**
 * A day short of a punch (#29 item 6): a Single Punch, or a day whose missing punch is
 * requested (PR), with one side or none. Its absent side shows as missing and the day has
 * no hours, never a '00:00' day.
 */
export const lacksPunch = (code: string | null, inMs: number | null, outMs: number | null): boolean =>
  (code === 'SP' || code === 'PR') && (inMs === null || outMs === null);

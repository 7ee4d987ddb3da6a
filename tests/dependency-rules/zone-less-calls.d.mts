/** Types of zone-less-calls.mjs (a Node script, run without a build). */
export interface CalendarCall {
  file: string;
  line: number;
  name: string;
  /** Whether the call passes the zone parameter. */
  zoneNamed: boolean;
}
export const zoneParameter: Record<string, number>;
export function callsIn(file: string, text: string): CalendarCall[];
export function mainCalls(root: string, folders?: readonly string[]): CalendarCall[];

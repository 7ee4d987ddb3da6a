/**
 * What every record of the e-TDS salary file shares (payroll README "Form 24Q"): its field
 * counts, and how an amount, a day and a text are written. Pure.
 */

/**
 * Fields per record: FH, BH, CD and DD as the Q1–Q3 format v6.3 and the Q4 format v7.5 list
 * them (Protean, 27 May 2025, FVU 9.5 / RPU 6.0); SD (Annexure II, one per employee), its
 * section 16 child S16 and its Chapter VI-A child C6A as the Q4 format lists them (payroll
 * README "Chapter VI-A records").
 */
export const form24qFieldCounts = { FH: 18, BH: 72, CD: 41, DD: 54, SD: 88, S16: 8, C6A: 10 } as const;

export type RecordType = keyof typeof form24qFieldCounts;

/** Paise as rupees with two decimals, a minus before an excess (Annexure II's shortfall). */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A `YYYY-MM-DD` day as the format's ddmmyyyy. */
export const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;

/** The caret separates fields: none may hold one, nor a line break. */
export const text = (value: string, length: number) =>
  value
    .replace(/[\^\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, length);

/** A record's fields from 3 on, each the given value or empty (the format's "not applicable"). */
export const recordFields = (type: RecordType, fields: Record<number, string>) =>
  Array.from({ length: form24qFieldCounts[type] - 2 }, (_, index) => fields[index + 3] ?? '');

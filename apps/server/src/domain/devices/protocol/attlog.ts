import { parseWallClock, type WallClock, wallClockText } from './zoned-time.js';

/** One attendance record a terminal uploads (`table=ATTLOG`). */
export interface AttlogRecord {
  /** The user's number on the terminal: Muster's employee code. */
  pin: string;
  /** The terminal's local clock; its zone is the device's. */
  at: WallClock;
  /** Check in/out/break… as the user pressed it (0 in, 1 out, …); null when not sent. */
  status: number | null;
  /** How the user was verified (1 finger, 15 face, 4 card, …); null when not sent. */
  verify: number | null;
  workCode: string | null;
}

/** A line that is not a record, with its 1-based number and why. */
export interface MalformedLine {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedLines<Record> {
  records: Record[];
  malformed: MalformedLine[];
}

/** The longest employee code a PIN may carry (the JSON endpoint's limit). */
export const maxPinLength = 50;

/** Non-blank lines of an upload with their 1-based numbers; CR LF or LF. */
export function uploadLines(body: string): { line: number; text: string }[] {
  return body
    .split('\n')
    .map((text, index) => ({ line: index + 1, text: text.replace(/\r$/, '') }))
    .filter(({ text }) => text.trim() !== '');
}

const optionalNumber = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
};

/**
 * The records of an ATTLOG upload: `PIN\tYYYY-MM-DD HH:MM:SS\tstatus\tverify\tworkcode\t…`,
 * one a line. A line without a PIN or a real time is malformed and left out; the others
 * still count (one bad line does not lose the batch).
 */
export function parseAttlog(body: string): ParsedLines<AttlogRecord> {
  const records: AttlogRecord[] = [];
  const malformed: MalformedLine[] = [];
  for (const { line, text } of uploadLines(body)) {
    const [pinField, timeField, status, verify, workCode] = text.split('\t');
    const pin = pinField?.trim() ?? '';
    const at = timeField === undefined ? null : parseWallClock(timeField);
    if (!pin) malformed.push({ line, text, reason: 'no PIN' });
    else if (pin.length > maxPinLength) malformed.push({ line, text, reason: 'PIN longer than 50' });
    else if (!at) malformed.push({ line, text, reason: 'no time as YYYY-MM-DD HH:MM:SS' });
    else
      records.push({
        pin,
        at,
        status: optionalNumber(status),
        verify: optionalNumber(verify),
        workCode: workCode?.trim() || null,
      });
  }
  return { records, malformed };
}

/** One ATTLOG line as a terminal writes it (the simulator's and the demo seed's). */
export function attlogLine(pin: string, at: WallClock, status = 0, verify = 1): string {
  return [pin, wallClockText(at), status, verify, 0, 0, 0].join('\t');
}

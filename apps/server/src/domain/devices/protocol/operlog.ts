import { type MalformedLine, maxPinLength, type ParsedLines, uploadLines } from './attlog.js';

/** A user record a terminal reports (`USER PIN=…\tName=…\tPri=…`). */
export interface TerminalUser {
  pin: string;
  name: string;
  /** 0 an ordinary user, 14 the terminal's administrator. */
  privilege: number;
}

export interface ParsedOperlog extends ParsedLines<TerminalUser> {
  /** Operation log lines (`OPLOG …`: menu entries, enrolments, alarms): counted, not kept. */
  operations: number;
  /**
   * Biometric and photo lines (`FP`, `FACE`, `BIODATA`, `USERPIC`, `BIOPHOTO`): counted,
   * never kept; a template stays on the terminal.
   */
  biometrics: number;
}

const biometricKinds = new Set(['FP', 'FACE', 'BIODATA', 'USERPIC', 'BIOPHOTO', 'FVEIN']);

/** `KEY=value` pairs separated by tabs, as USER lines carry them. */
function tabPairs(text: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const pair of text.split('\t')) {
    const equals = pair.indexOf('=');
    if (equals > 0) pairs.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
  }
  return pairs;
}

/**
 * An OPERLOG upload: user records are read (PIN, name, privilege: passwords and card
 * numbers are not), operation and biometric lines counted, anything else malformed.
 */
export function parseOperlog(body: string): ParsedOperlog {
  const records: TerminalUser[] = [];
  const malformed: MalformedLine[] = [];
  let operations = 0;
  let biometrics = 0;
  for (const { line, text } of uploadLines(body)) {
    const space = text.indexOf(' ');
    const kind = (space > 0 ? text.slice(0, space) : text).trim().toUpperCase();
    if (kind === 'OPLOG') operations++;
    else if (biometricKinds.has(kind)) biometrics++;
    else if (kind === 'USER') {
      const pairs = tabPairs(text.slice(space + 1));
      const pin = pairs.get('PIN') ?? '';
      const privilege = Number(pairs.get('Pri') ?? '0');
      if (!pin || pin.length > maxPinLength) malformed.push({ line, text, reason: 'no PIN' });
      else
        records.push({
          pin,
          name: (pairs.get('Name') ?? '').slice(0, 100),
          privilege: Number.isInteger(privilege) ? privilege : 0,
        });
    } else malformed.push({ line, text, reason: 'not an OPLOG, USER or biometric line' });
  }
  return { records, malformed, operations, biometrics };
}

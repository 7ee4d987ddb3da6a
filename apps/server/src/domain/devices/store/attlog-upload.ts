import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { allowedClockAheadMs, storeDevicePunches } from '../../attendance/punches/store-punches.js';
import { keepUnmatchedPunches } from '../../attendance/punches/unmatched-punches.js';
import { recomputeAfterPunchesBatched } from '../../attendance/recompute/index.js';
import { type MalformedLine, parseAttlog } from '../protocol/attlog.js';
import { instantOfWallClock, wallClockText } from '../protocol/zoned-time.js';
import { queueCommands, timeSetWaiting } from './command-queue.js';
import type { Terminal } from './terminal.js';
import { noteUpload } from './terminal-state.js';

export interface AttlogUpload {
  /** Every line read: the count the terminal is answered, so it sends none of them again. */
  lines: number;
  inserted: number;
  /** Punches already stored (same employee, same instant). */
  ignored: number;
  unknownPins: string[];
  malformed: MalformedLine[];
  /**
   * Punches more than 10 minutes ahead of the server: a wrong terminal clock, kept as
   * unmatched punches to apply once the clock's offset is known.
   */
  ahead: number;
}

/**
 * Stores an ATTLOG upload's punches through the punch store and computes their days in
 * the same request. Times are the terminal's local clock in its zone. A punch ahead of
 * the server is kept as an unmatched punch, not applied, and queues a clock set (unless
 * one already waits); so is a punch whose PIN is no employee's code. The terminal is noted
 * seen (and synced, and its latest punch) in one statement with the punches stored.
 */
export async function storeAttlogUpload(
  db: Kysely<Database>,
  terminal: Terminal,
  body: string,
  now = Date.now(),
): Promise<AttlogUpload> {
  const { records, malformed } = parseAttlog(body);
  const punches = records.map((record) => ({
    employeeCode: record.pin,
    at: new Date(instantOfWallClock(record.at, terminal.zone)),
    sentTime: `${wallClockText(record.at)} ${terminal.zone}`,
  }));
  const isTimely = (punch: { at: Date }) => punch.at.getTime() <= now + allowedClockAheadMs;
  const timely = punches.filter(isTimely);
  const ahead = punches.length - timely.length;
  await keepUnmatchedPunches(
    db,
    terminal,
    punches.filter((punch) => !isTimely(punch)),
    'clock_ahead',
  );
  if (ahead > 0 && !(await timeSetWaiting(db, terminal.id)))
    await queueCommands(db, terminal.id, [{ kind: 'set_time' }], null);
  const stored = timely.length
    ? await storeDevicePunches(db, terminal, timely)
    : {
        inserted: 0,
        ignored: 0,
        unknownEmployeeCodes: [],
        punched: new Map<string, { from: Date; to: Date }>(),
      };
  const latest = Math.max(...[...stored.punched.values()].map((range) => range.to.getTime()));
  await noteUpload(db, terminal.id, {
    synced: timely.length > 0,
    latest: Number.isFinite(latest) ? new Date(latest) : null,
  });
  await recomputeAfterPunchesBatched(db, stored.punched);
  return {
    lines: records.length + malformed.length,
    inserted: stored.inserted,
    ignored: stored.ignored,
    unknownPins: stored.unknownEmployeeCodes,
    malformed,
    ahead,
  };
}

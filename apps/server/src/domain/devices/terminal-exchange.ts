import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { commandsAnswer, handshakeAnswer, uploadAnswer } from './protocol/answers.js';
import { parseCommandReplies, setTimeCommand } from './protocol/commands.js';
import { infoOfHeartbeat, infoOfOptions, type TerminalInfo } from './protocol/device-info.js';
import { parseOperlog } from './protocol/operlog.js';
import { wallClockAt, zoneOffsetMinutes } from './protocol/zoned-time.js';
import { storeAttlogUpload } from './store/attlog-upload.js';
import { acknowledgeCommands, takeCommands } from './store/command-queue.js';
import type { Terminal } from './store/terminal.js';
import { keepUploadStamp, noteTerminalSeen, seenStatement, uploadStamps } from './store/terminal-state.js';
import { keepTerminalUsers } from './store/terminal-users.js';

/**
 * What a registered terminal and the server say to each other over ADMS push
 * (edge/http/iclock/README.md): each function takes what the terminal sent, keeps what is
 * kept, and returns the plain text the firmware reads. The HTTP shell finds the terminal
 * (`findTerminal`) and hands these the request's parts.
 */
type Db = Kysely<Database>;

const noInfo: TerminalInfo = { firmware: null, userCount: null };
/** An upload stamp is kept at this length at most. */
const stampLength = 40;

/** A handshake (`options` asked) or a ping; the terminal is seen either way. */
export async function answerHandshake(db: Db, terminal: Terminal, wantsOptions: boolean, now: number) {
  await noteTerminalSeen(db, terminal.id, noInfo);
  if (!wantsOptions) return 'OK';
  const stamps = await uploadStamps(db, terminal.id);
  return handshakeAnswer(terminal.serial, stamps, zoneOffsetMinutes(terminal.zone, now));
}

/**
 * An upload of one table: OPTIONS (what the terminal reports of itself), ATTLOG (punches,
 * stored and computed into attendance), OPERLOG (its users); photos and other tables are not
 * kept, and the count tells the terminal they arrived. An ATTLOG upload's terminal is noted
 * seen with its punches (storeAttlogUpload), or alone when storing them fails.
 */
export async function receiveUpload(
  db: Db,
  terminal: Terminal,
  table: string,
  stamp: string | undefined,
  body: string,
): Promise<string> {
  if (table === 'OPTIONS') {
    await noteTerminalSeen(db, terminal.id, infoOfOptions(body));
    return 'OK';
  }
  if (table === 'ATTLOG') {
    const upload = await storeAttlogUpload(db, terminal, body).catch(async (error: unknown) => {
      await noteTerminalSeen(db, terminal.id, noInfo).catch(() => undefined);
      throw error;
    });
    if (upload.malformed.length || upload.unknownPins.length || upload.ahead)
      console.warn(
        `iclock: SN ${terminal.serial} ATTLOG left out ${upload.malformed.length} malformed line(s)` +
          `${upload.malformed.length ? ` (line ${upload.malformed[0]?.line}: ${upload.malformed[0]?.reason})` : ''}; ` +
          `kept as unmatched punches: ${upload.ahead} ahead of the server clock, ` +
          `those of unknown PINs [${upload.unknownPins.join(', ')}]`,
      );
    if (stamp) await keepUploadStamp(db, terminal.id, 'attlog', stamp.slice(0, stampLength));
    return uploadAnswer(upload.lines);
  }
  if (table === 'OPERLOG') {
    const operlog = parseOperlog(body);
    await noteTerminalSeen(db, terminal.id, noInfo);
    await keepTerminalUsers(db, terminal.id, operlog.records);
    if (stamp) await keepUploadStamp(db, terminal.id, 'operlog', stamp.slice(0, stampLength));
    return uploadAnswer(
      operlog.records.length + operlog.operations + operlog.biometrics + operlog.malformed.length,
    );
  }
  await noteTerminalSeen(db, terminal.id, noInfo);
  return uploadAnswer(body.split('\n').filter((line) => line.trim()).length);
}

/** A heartbeat asking for commands: the queued ones, a time set carrying the terminal's wall clock now. */
export async function answerCommandRequest(
  db: Db,
  terminal: Terminal,
  heartbeatInfo: string | undefined,
  now: number,
): Promise<string> {
  // the terminal seen in the statement taking its commands: one round trip
  const commands = await takeCommands(
    db,
    terminal.id,
    seenStatement(terminal.id, infoOfHeartbeat(heartbeatInfo)),
  );
  const wallClock = wallClockAt(now, terminal.zone);
  return commandsAnswer(
    commands.map((entry) => ({
      id: entry.id,
      command: entry.kind === 'set_time' ? setTimeCommand(wallClock) : (entry.command ?? ''),
    })),
  );
}

/** The terminal's replies to commands it ran: each acknowledged in the queue. */
export async function receiveCommandReplies(db: Db, terminal: Terminal, body: string): Promise<string> {
  await noteTerminalSeen(db, terminal.id, noInfo);
  await acknowledgeCommands(db, terminal.id, parseCommandReplies(body));
  return 'OK';
}

import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { commandsAnswer, handshakeAnswer, uploadAnswer } from '../../../domain/devices/protocol/answers.js';
import { parseCommandReplies, setTimeCommand } from '../../../domain/devices/protocol/commands.js';
import {
  infoOfHeartbeat,
  infoOfOptions,
  type TerminalInfo,
} from '../../../domain/devices/protocol/device-info.js';
import { parseOperlog } from '../../../domain/devices/protocol/operlog.js';
import { wallClockAt, zoneOffsetMinutes } from '../../../domain/devices/protocol/zoned-time.js';
import { storeAttlogUpload } from '../../../domain/devices/store/attlog-upload.js';
import { acknowledgeCommands, takeCommands } from '../../../domain/devices/store/command-queue.js';
import { findTerminal, type Terminal } from '../../../domain/devices/store/terminal.js';
import {
  keepUploadStamp,
  noteTerminalSeen,
  uploadStamps,
} from '../../../domain/devices/store/terminal-state.js';
import { keepTerminalUsers } from '../../../domain/devices/store/terminal-users.js';
import type { ServerContext } from '../../../engine/server-context.js';

/** An upload larger than this is refused (a terminal sends its backlog in smaller batches). */
const maxUploadBytes = 2 * 1024 * 1024;
const noInfo: TerminalInfo = { firmware: null, userCount: null };

/**
 * The ZKTeco / eSSL ADMS push endpoints ("iclock", README.md beside this file): a
 * terminal registered in the Devices folder hands over its punches, users and command
 * replies, and fetches the commands queued for it. Answers are plain text, as firmware
 * reads them; the `.aspx` spellings some firmware uses are the same endpoints.
 */
export function iclockRoutes(context: ServerContext): Hono {
  const { db } = context;
  const routes = new Hono();
  const paths = (name: string) => [`/iclock/${name}`, `/iclock/${name}.aspx`];
  const limit = bodyLimit({
    maxSize: maxUploadBytes,
    onError: (c) => c.text('Upload is larger than 2 MB', 413),
  });

  /** Runs `handle` for the registered terminal of the request's SN; a refused serial stores nothing. */
  const forTerminal =
    (handle: (c: Context, terminal: Terminal) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      const serial = c.req.query('SN')?.trim() ?? '';
      if (!serial || serial.length > 100) return c.text('SN is required', 400);
      const found = await findTerminal(db, serial);
      if (!found.ok) {
        console.warn(`iclock: refused ${c.req.method} ${c.req.path} from SN ${serial}: ${found.reason}`);
        return c.text('Unknown or disabled device', 403);
      }
      return handle(c, found.terminal);
    };

  routes.on(
    'GET',
    paths('cdata'),
    forTerminal(async (c, terminal) => {
      await noteTerminalSeen(db, terminal.id, noInfo);
      if (c.req.query('options') === undefined) return c.text('OK');
      const stamps = await uploadStamps(db, terminal.id);
      return c.text(handshakeAnswer(terminal.serial, stamps, zoneOffsetMinutes(terminal.zone, Date.now())));
    }),
  );

  routes.on(
    'POST',
    paths('cdata'),
    limit,
    forTerminal(async (c, terminal) => {
      const table = (c.req.query('table') ?? '').toUpperCase();
      const stamp = c.req.query('Stamp') ?? c.req.query('OpStamp');
      const body = await c.req.text();
      if (table === 'OPTIONS') {
        await noteTerminalSeen(db, terminal.id, infoOfOptions(body));
        return c.text('OK');
      }
      await noteTerminalSeen(db, terminal.id, noInfo);
      if (table === 'ATTLOG') {
        const upload = await storeAttlogUpload(db, terminal, body);
        if (upload.malformed.length || upload.unknownPins.length || upload.ahead)
          console.warn(
            `iclock: SN ${terminal.serial} ATTLOG left out ${upload.malformed.length} malformed line(s)` +
              `${upload.malformed.length ? ` (line ${upload.malformed[0]?.line}: ${upload.malformed[0]?.reason})` : ''}, ` +
              `${upload.ahead} punch(es) ahead of the server clock, unknown PINs [${upload.unknownPins.join(', ')}]`,
          );
        if (stamp) await keepUploadStamp(db, terminal.id, 'attlog', stamp.slice(0, 40));
        return c.text(uploadAnswer(upload.lines));
      }
      if (table === 'OPERLOG') {
        const operlog = parseOperlog(body);
        await keepTerminalUsers(db, terminal.id, operlog.records);
        if (stamp) await keepUploadStamp(db, terminal.id, 'operlog', stamp.slice(0, 40));
        return c.text(
          uploadAnswer(
            operlog.records.length + operlog.operations + operlog.biometrics + operlog.malformed.length,
          ),
        );
      }
      // Photos and other tables are not kept; the count tells the terminal they arrived.
      return c.text(uploadAnswer(body.split('\n').filter((line) => line.trim()).length));
    }),
  );

  routes.on(
    'GET',
    paths('getrequest'),
    forTerminal(async (c, terminal) => {
      await noteTerminalSeen(db, terminal.id, infoOfHeartbeat(c.req.query('INFO')));
      const commands = await takeCommands(db, terminal.id);
      const now = wallClockAt(Date.now(), terminal.zone);
      return c.text(
        commandsAnswer(
          commands.map((entry) => ({
            id: entry.id,
            command: entry.kind === 'set_time' ? setTimeCommand(now) : (entry.command ?? ''),
          })),
        ),
      );
    }),
  );

  routes.on(
    'POST',
    paths('devicecmd'),
    limit,
    forTerminal(async (c, terminal) => {
      await noteTerminalSeen(db, terminal.id, noInfo);
      await acknowledgeCommands(db, terminal.id, parseCommandReplies(await c.req.text()));
      return c.text('OK');
    }),
  );
  return routes;
}

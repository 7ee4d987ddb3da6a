import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findTerminal, type Terminal } from '../../../domain/devices/store/terminal.js';
import {
  answerCommandRequest,
  answerHandshake,
  receiveCommandReplies,
  receiveUpload,
} from '../../../domain/devices/terminal-exchange.js';
import type { ServerContext } from '../../../engine/server-context.js';

/** An upload larger than this is refused (a terminal sends its backlog in smaller batches). */
const maxUploadBytes = 2 * 1024 * 1024;

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
    forTerminal(async (c, terminal) =>
      c.text(await answerHandshake(db, terminal, c.req.query('options') !== undefined, Date.now())),
    ),
  );

  routes.on(
    'POST',
    paths('cdata'),
    limit,
    forTerminal(async (c, terminal) => {
      const table = (c.req.query('table') ?? '').toUpperCase();
      const stamp = c.req.query('Stamp') ?? c.req.query('OpStamp');
      return c.text(await receiveUpload(db, terminal, table, stamp, await c.req.text()));
    }),
  );

  // Push firmware pings while it holds a batch back (a busy server, a network check):
  // it waits for OK, not the web app's page the catch-all served before (#29 item 4).
  routes.on(
    'GET',
    paths('ping'),
    // answered as a handshake without options: the terminal is marked seen, the answer is OK
    forTerminal(async (c, terminal) => c.text(await answerHandshake(db, terminal, false, Date.now()))),
  );

  routes.on(
    'GET',
    paths('getrequest'),
    forTerminal(async (c, terminal) =>
      c.text(await answerCommandRequest(db, terminal, c.req.query('INFO'), Date.now())),
    ),
  );

  routes.on(
    'POST',
    paths('devicecmd'),
    limit,
    forTerminal(async (c, terminal) => c.text(await receiveCommandReplies(db, terminal, await c.req.text()))),
  );
  return routes;
}

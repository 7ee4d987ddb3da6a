import type { AddressInfo, Socket } from 'node:net';
import { createAdaptorServer, upgradeWebSocket } from '@hono/node-server';
import { maxFrameBytes } from '@muster/protocol';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { WebSocketServer } from 'ws';
import { bulkUploadQueue, bulkUploadWorker } from '../domain/bulk-upload/run.js';

import { invoiceQueue, invoiceRunWorker } from '../domain/invoices/generate/run.js';
import { payslipChunkWorker, payslipQueue, payslipWorkers } from '../domain/payroll/generate/run.js';
import { handleFrame } from '../edge/channel/connection.js';
import { type Peer, Peers } from '../edge/channel/peers.js';
import { type ProgressNotice, ProgressRelay } from '../edge/channel/progress-relay.js';
import { startPruningWriteReplies } from '../edge/channel/write-replies.js';
import { devicePunchesRoutes } from '../edge/http/device-punches.js';
import { filesRoutes } from '../edge/http/files.js';
import { iclockRoutes } from '../edge/http/iclock/routes.js';
import { staticHost } from '../edge/http/static-host.js';
import { createSessionStore } from '../engine/auth/session.js';
import { loadCatalogue } from '../engine/catalogue/index.js';
import type { ServerContext } from '../engine/server-context.js';
import type { ServerConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { underStartLock } from '../platform/db/start-lock.js';
import { PdfPrinter } from '../platform/documents/pdf.js';
import { inProcessBroadcasts, postgresBroadcasts } from '../platform/events/broadcasts.js';
import { inProcessNotices, postgresNotices } from '../platform/events/notices.js';
import { inProcessSessionEvents, postgresSessionEvents } from '../platform/events/session-events.js';
import { type JobQueue, startJobQueue } from '../platform/jobs/queue.js';
import { messagingFor } from '../platform/mail/index.js';
import { channelRequest } from '../txn/frame-context.js';
import { writePatch } from '../txn/generic/write.js';
import { prepareDatabase } from './prepare-database.js';
import { writeHooks } from './write-hooks.js';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const catalogueDir = new URL('../../catalogue', import.meta.url).pathname;

/** `definitionsDir` holds the folder definitions; only tests name another (startTestServer's `folders`). */
export async function startServer(
  config: ServerConfig,
  definitionsDir = catalogueDir,
): Promise<RunningServer> {
  // The catalogue is read while the database opens: PGlite's start waits on its files as
  // much as it computes, and the catalogue's reads fill those waits (issue #35 item 3).
  const [catalogueLoad, opening] = await Promise.allSettled([
    loadCatalogue(definitionsDir),
    openDatabase(config, { migrate: false }),
  ]);
  if (catalogueLoad.status === 'rejected') {
    if (opening.status === 'fulfilled') await opening.value.close();
    throw catalogueLoad.reason;
  }
  if (opening.status === 'rejected') throw opening.reason;
  const catalogue = catalogueLoad.value;
  const database = opening.value;
  // Servers started at once on one database (several machines) take turns here: the second
  // finds the start version the first recorded (migrated, storage applied, demo seeded:
  // prepare-database.ts) and the job queue's tables and queues made (issue #35 item 8).
  let jobs: JobQueue;
  try {
    jobs = await underStartLock(database.db, database.kind, async () => {
      await prepareDatabase(database.db, catalogue, { seedDemo: config.seedDemo, dataDir: config.dataDir });
      const queue = await startJobQueue(
        database.pglite
          ? { db: database.db, pglite: database.pglite }
          : { databaseUrl: config.databaseUrl ?? '' },
        { expireInSeconds: config.jobExpireSeconds ?? 300, pollingIntervalSeconds: 0.5 },
      );
      try {
        await queue.createQueues([payslipQueue, invoiceQueue, bulkUploadQueue]);
      } catch (error) {
        await queue.stop();
        throw error;
      }
      return queue;
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const sessionEvents =
    database.kind === 'postgres' && config.databaseUrl
      ? await postgresSessionEvents(config.databaseUrl)
      : inProcessSessionEvents();
  const peers = new Peers();
  const progress = new ProgressRelay(
    database.db,
    database.kind === 'postgres' && config.databaseUrl
      ? await postgresNotices<ProgressNotice>(config.databaseUrl, 'muster_progress')
      : inProcessNotices<ProgressNotice>(),
    peers,
  );
  const context: ServerContext = {
    db: database.db,
    catalogue,
    messaging: messagingFor(config.dataDir),
    sessions: createSessionStore(database.db, sessionEvents),
    jobs,
    progress,
    pdf: new PdfPrinter(),
    dataDir: config.dataDir,
    writeHooks,
  };
  for (let worker = 0; worker < payslipWorkers(); worker += 1)
    await jobs.work(payslipQueue, payslipChunkWorker(database.db, progress));
  await jobs.work(invoiceQueue, invoiceRunWorker(database.db, progress));

  const stopPruning = startPruningWriteReplies(database.db);
  const broadcasts =
    database.kind === 'postgres' && config.databaseUrl
      ? await postgresBroadcasts(config.databaseUrl)
      : inProcessBroadcasts();
  await jobs.work(
    bulkUploadQueue,
    bulkUploadWorker({
      ...context,
      broadcasts,
      writeCreates: (trx, write, patch) => writePatch(trx, context, write, patch).then(() => undefined),
      overlapBatches: database.kind === 'postgres',
    }),
  );
  broadcasts.subscribe({ onNotice: (broadcast) => peers.deliver(broadcast), onLiveChange: () => undefined });
  const channel = { server: context, broadcasts };
  // Frames being answered: close() lets them finish before the database closes under them.
  const framesInHand = new Set<Promise<void>>();

  const app = new Hono();
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.get(
    '/channel',
    (c, next) => (c.req.query('key') === config.apiKey ? next() : c.text('Invalid API key', 401)),
    upgradeWebSocket(() => {
      let peer: Peer | undefined;
      return {
        onOpen: (_event, socket) => {
          peer = peers.add(socket);
        },
        onMessage: (event, socket) => {
          const from = peer ?? peers.add(socket);
          peer = from;
          // a txn that starts a job reads which connection asked (txn/frame-context.ts)
          const handling = channelRequest
            .run({ socket, text: event.data }, () => handleFrame(event.data, from, channel))
            .finally(() => framesInHand.delete(handling));
          framesInHand.add(handling);
        },
        onClose: () => {
          if (peer) peers.delete(peer);
        },
      };
    }),
  );
  app.route('/', devicePunchesRoutes(context));
  app.route('/', iclockRoutes(context));
  app.route('/', filesRoutes(context, config.dataDir));
  app.get('*', staticHost(config.hostDist, config.apiKey));

  const wss = new WebSocketServer({
    noServer: true,
    // ws applies the threshold only without context takeover; with it every frame, however
    // small, went through zlib both ways, the largest cost of a one-row txn.
    perMessageDeflate: { threshold: 1024, serverNoContextTakeover: true, clientNoContextTakeover: true },
    maxPayload: maxFrameBytes,
  });
  // A request with no Host header (HTTP/1.0, as some terminal firmware sends) is read as
  // addressed to localhost: without a default the adapter refused it ('Missing host
  // header'). The default names requests only; listen() below binds every interface as before.
  const server = createAdaptorServer({ fetch: app.fetch, hostname: 'localhost', websocket: { server: wss } });
  // Every connection, upgraded ones included (the HTTP server stops tracking a socket once it
  // is a WebSocket), so close() can end what clients leave open (issue #35 item 8).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    async close() {
      // take no further job first (the one in hand finishes): a queue with work waiting
      // fetches the next job at once, so closing connections first let it run on meanwhile
      const jobsStopped = jobs.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      // server.close() waits for every open connection: a request half sent, or a socket a
      // proxy keeps, held a stopping server for minutes. A stopped server answers no one.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      // a txn in hand commits or rolls back whole; its reply has no socket left to go to
      await Promise.all(framesInHand);
      await jobsStopped;
      await context.pdf.close();
      stopPruning();
      await broadcasts.close();
      await progress.close();
      await sessionEvents.close();
      await database.close();
    },
  };
}

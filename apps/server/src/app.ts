import type { AddressInfo } from 'node:net';
import { serve, upgradeWebSocket } from '@hono/node-server';
import { maxFrameBytes } from '@muster/protocol';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { WebSocketServer } from 'ws';
import { createSessionStore } from './auth/session.js';
import { loadCatalogue } from './catalogue/index.js';
import { handleFrame } from './channel/connection.js';
import type { ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { inProcessSessionEvents, postgresSessionEvents } from './events/session-events.js';
import { filesRoutes } from './files/routes.js';
import { devicePunchesRoutes } from './http/device-punches.js';
import { staticHost } from './http/static-host.js';
import { messagingFor } from './mail/index.js';
import { seedDemo } from './seed/demo.js';
import { applyStorage } from './storage/index.js';
import type { ServerContext } from './txn/types.js';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const catalogueDir = new URL('../catalogue', import.meta.url).pathname;

/** `definitionsDir` holds the folder definitions; only tests name another (startTestServer's `folders`). */
export async function startServer(
  config: ServerConfig,
  definitionsDir = catalogueDir,
): Promise<RunningServer> {
  const catalogue = await loadCatalogue(definitionsDir);
  const database = await openDatabase(config);
  try {
    await applyStorage(database.db, catalogue);
    if (config.seedDemo) await seedDemo(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const sessionEvents =
    database.kind === 'postgres' && config.databaseUrl
      ? await postgresSessionEvents(config.databaseUrl)
      : inProcessSessionEvents();
  const context: ServerContext = {
    db: database.db,
    catalogue,
    messaging: messagingFor(config.dataDir),
    sessions: createSessionStore(database.db, sessionEvents),
  };

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
    upgradeWebSocket(() => ({
      onMessage: (event, socket) => {
        void handleFrame(event.data, socket, context);
      },
    })),
  );
  app.route('/', devicePunchesRoutes(context));
  app.route('/', filesRoutes(context, config.dataDir));
  app.get('*', staticHost(config.hostDist, config.apiKey));

  const wss = new WebSocketServer({
    noServer: true,
    // ws applies the threshold only without context takeover; with it every frame, however
    // small, went through zlib both ways, the largest cost of a one-row txn.
    perMessageDeflate: { threshold: 1024, serverNoContextTakeover: true, clientNoContextTakeover: true },
    maxPayload: maxFrameBytes,
  });
  const server = serve({ fetch: app.fetch, port: config.port, websocket: { server: wss } });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sessionEvents.close();
      await database.close();
    },
  };
}

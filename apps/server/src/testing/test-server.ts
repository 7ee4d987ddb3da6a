import { type RunningServer, startServer } from '../app.js';
import { defaultApiKey } from '../config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestServer {
  server: RunningServer;
  database: TestDatabase;
  apiKey: string;
  stop(): Promise<void>;
}

/** A real server with the demo seed on a fresh database of the given kind, on a free port. */
export async function startTestServer(kind: 'pglite' | 'postgres'): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const server = await startServer({
    port: 0,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    apiKey: defaultApiKey,
    hostDist: database.dataDir,
    seedDemo: true,
  }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  return {
    server,
    database,
    apiKey: defaultApiKey,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}

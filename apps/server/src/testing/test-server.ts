import fs from 'node:fs';
import path from 'node:path';
import type { FolderDefinition } from '@muster/protocol';
import type { Kysely } from 'kysely';
import { type RunningServer, startServer } from '../app/app.js';
import { defaultApiKey } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import type { Database } from '../platform/db/schema.js';
import { createDemoDatabase } from './demo-template.js';
import { type TestDatabase, testServerConfig } from './test-database.js';

export interface TestServer {
  server: RunningServer;
  database: TestDatabase;
  apiKey: string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Folders the test adds to the catalogue, for what no catalogue folder holds (a field type
   * no folder uses). They are checked, stored and served like the catalogue's own.
   */
  folders?: readonly FolderDefinition[];
  /**
   * Rows the test needs beside the demo's, written straight to the seeded database (what no
   * txn writes, such as a past month's approved attendance) before the server serves it.
   */
  prepare?: (db: Kysely<Database>) => Promise<void>;
}

const catalogueDir = new URL('../../catalogue', import.meta.url).pathname;

/** The catalogue's definitions and the test's, side by side in a directory of the test's data. */
function catalogueWith(dataDir: string, folders: readonly FolderDefinition[]): string {
  const dir = path.join(dataDir, 'catalogue');
  fs.mkdirSync(dir);
  for (const file of fs.readdirSync(catalogueDir).filter((name) => name.endsWith('.json')))
    fs.copyFileSync(path.join(catalogueDir, file), path.join(dir, file));
  fs.cpSync(path.join(catalogueDir, 'policy'), path.join(dir, 'policy'), { recursive: true });
  for (const folder of folders)
    fs.writeFileSync(path.join(dir, `${folder.name}.json`), JSON.stringify(folder), { flag: 'wx' });
  return dir;
}

/** A real server with the demo seed on a fresh database of the given kind, on a free port. */
export async function startTestServer(
  kind: 'pglite' | 'postgres',
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await createDemoDatabase(kind);
  const config = testServerConfig(database);
  const folders = options.folders ?? [];
  const start = async () =>
    startServer(config, folders.length ? catalogueWith(database.dataDir, folders) : undefined);
  const prepare = async () => {
    if (!options.prepare) return;
    const opened = await openDatabase(config);
    try {
      await options.prepare(opened.db);
    } finally {
      await opened.close();
    }
  };
  const server = await prepare()
    .then(start)
    .catch(async (error) => {
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defaultApiKey } from '../platform/config.js';

export interface TestDatabase {
  label: string;
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A server's configuration on a test database: a free port, the demo seed, files in its data directory. */
export const testServerConfig = (database: TestDatabase) => ({
  port: 0,
  dataDir: database.dataDir,
  databaseUrl: database.databaseUrl,
  apiKey: defaultApiKey,
  hostDist: database.dataDir,
  seedDemo: true,
});

/** The databases integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds = (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']) as (
  | 'pglite'
  | 'postgres'
)[];

/** A database to copy: a closed data directory and, on PostgreSQL, a database to create from. */
export interface DatabaseTemplate {
  dataDir: string;
  database?: string | undefined;
}

/**
 * A fresh database of the given kind, dropped afterwards: empty, or a copy of `template`
 * (its data directory copied but for the lock, its PostgreSQL database the new one's template).
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres',
  template: DatabaseTemplate | null = null,
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (template)
    fs.cpSync(template.dataDir, dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'muster.lock',
    });
  if (kind === 'pglite') return { label: 'PGlite', dataDir, databaseUrl: undefined, drop: removeDir };

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `muster_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template?.database ? ` template ${template.database}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await removeDir();
    },
  };
}

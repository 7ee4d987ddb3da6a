import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  label: string;
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** The databases integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds = (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']) as (
  | 'pglite'
  | 'postgres'
)[];

/** A fresh, empty database of the given kind, dropped afterwards. */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { label: 'PGlite', dataDir, databaseUrl: undefined, drop: removeDir };

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `muster_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

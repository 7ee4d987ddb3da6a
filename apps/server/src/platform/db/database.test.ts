import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.js';
import { type OpenDatabase, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

describe.each(testDatabaseKinds)('the database on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('applies the numbered migrations once', async () => {
    const rows = await opened.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    // every file in migrations/ is registered and applied, in name order
    const files = fs
      .readdirSync(new URL('./migrations', import.meta.url))
      .filter((file) => /^\d{3}_.*\.ts$/.test(file))
      .map((file) => ({ name: file.replace(/\.ts$/, '') }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(files.length).toBeGreaterThan(4);
    expect(rows).toEqual(files);
  });

  it('skips the migrator when every migration is applied, and runs it when one is not', async () => {
    const exists = async (table: string) =>
      (await sql<{ found: boolean }>`select to_regclass(${table}) is not null as found`.execute(opened.db))
        .rows[0]?.found;
    // the migrator makes its lock table whenever it runs: gone and not made again, it did not run
    await sql`drop table kysely_migration_lock`.execute(opened.db);
    await migrateToLatest(opened.db);
    expect(await exists('kysely_migration_lock')).toBe(false);
    await sql`delete from kysely_migration where name = '065_storage_fingerprint'`.execute(opened.db);
    await sql`drop table storage_fingerprint`.execute(opened.db);
    await migrateToLatest(opened.db);
    expect(await exists('kysely_migration_lock')).toBe(true);
    expect(await exists('storage_fingerprint')).toBe(true);
  });
});

describe('the embedded database lock', () => {
  it('refuses a second server on the same data directory with a clear message', async () => {
    const database = await createTestDatabase('pglite');
    const first = await openDatabase({ dataDir: database.dataDir });
    try {
      await expect(openDatabase({ dataDir: database.dataDir })).rejects.toThrow(
        /is in use by another Muster server/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: database.dataDir });
    await again.close();
    await database.drop();
  });

  it('opens over a lock file left by a crash, whatever pid it names (its own, a live process)', async () => {
    const database = await createTestDatabase('pglite');
    // A container's pid 1 restarting finds its own pid in the file; pid 1 here is a live non-Muster process.
    for (const stalePid of [process.pid, 1]) {
      fs.writeFileSync(path.join(database.dataDir, 'muster.lock'), String(stalePid));
      const opened = await openDatabase({ dataDir: database.dataDir });
      await opened.close();
    }
    await database.drop();
  });

  it('refuses while another process holds the lock, naming its pid', async () => {
    const database = await createTestDatabase('pglite');
    const holder = await holdLockInChild(path.join(database.dataDir, 'muster.lock'));
    try {
      await expect(openDatabase({ dataDir: database.dataDir })).rejects.toThrow(
        `in use by another Muster server (pid ${holder.pid})`,
      );
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // the kernel released the killed holder's lock
    const opened = await openDatabase({ dataDir: database.dataDir });
    await opened.close();
    await database.drop();
  });
});

/** A separate process that takes the lock as a server does and keeps it until killed. */
async function holdLockInChild(lockPath: string): Promise<ChildProcess> {
  const lockModule = createRequire(import.meta.url).resolve('fs-native-extensions');
  const script = `
    const fs = require('node:fs');
    const fd = fs.openSync(${JSON.stringify(lockPath)}, 'a+');
    if (!require(${JSON.stringify(lockModule)}).tryLock(fd)) process.exit(1);
    fs.ftruncateSync(fd);
    fs.writeSync(fd, String(process.pid));
    console.log('locked');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

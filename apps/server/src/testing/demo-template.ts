import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../app/app.js';
import { istDayKey } from '../domain/attendance/compute/index.js';
import { readTemplate, readyFile, type TemplateRecord, templatesDirVariable } from './template-store.js';
import { removeUnwrittenWal } from './template-wal.js';
import {
  createTestDatabase,
  type DatabaseTemplate,
  type TestDatabase,
  testServerConfig,
} from './test-database.js';

/**
 * The demo seeded once per test run and copied for every test server (issue #35 item 10):
 * seeding took 9–12 s a server on PGlite, a copy takes a fraction of it. The run's global setup
 * (`global-setup.ts`) names a directory (template-store.ts); the first test server of a
 * database kind in the run builds that kind's template there, under a lock the other test
 * processes wait on. Outside such a run (a script, a bench) every test server seeds its own.
 *
 * A template is a closed, seeded data directory and, on PostgreSQL, a database other databases
 * are created from (`create database … template …`): each test server still gets its own
 * directory and database, so no test sees another's writes. The template is keyed by the IST
 * day, since the demo's months end yesterday: a run crossing midnight seeds a new one.
 */

/**
 * A database of the given kind holding the demo, dropped afterwards: a copy of the run's
 * template, or an empty one outside a test run, which the server's start then seeds
 * (`seedDemo: true`), so callers start the server as they would on an empty one.
 */
export async function createDemoDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  return createTestDatabase(kind, await demoTemplate(kind));
}

const lockPollMs = 250;
const buildTimeoutMs = 15 * 60_000;

/** The run's template of `kind`, built by the first caller in the run; null outside a test run. */
async function demoTemplate(kind: 'pglite' | 'postgres'): Promise<DatabaseTemplate | null> {
  const root = process.env[templatesDirVariable];
  if (!root) return null;
  const dir = path.join(root, `${kind}-${istDayKey(Date.now())}`);
  const deadline = Date.now() + buildTimeoutMs;
  for (;;) {
    const ready = readTemplate(dir);
    if (ready) return ready;
    if (takeLock(dir)) {
      try {
        return await buildTemplate(kind, dir);
      } finally {
        fs.rmSync(`${dir}.lock`, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`the demo template ${dir} was not built within 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, lockPollMs));
  }
}

/**
 * Takes the build lock (a directory: its creation is atomic) naming this process; a lock whose
 * process has ended (a test process killed mid-build) is taken over.
 */
function takeLock(dir: string): boolean {
  const lock = `${dir}.lock`;
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }));
  if (holder && !processAlive(holder)) fs.rmSync(lock, { recursive: true, force: true });
  return false;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Seeds a fresh database by starting the server once, then keeps its data as the template. */
async function buildTemplate(kind: 'pglite' | 'postgres', dir: string): Promise<DatabaseTemplate> {
  const database = await createTestDatabase(kind);
  try {
    const server = await startServer(testServerConfig(database));
    await server.close();
  } catch (error) {
    await database.drop();
    throw error;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.renameSync(database.dataDir, path.join(dir, 'data'));
  // every PGlite test server copies the template: not the WAL segments made ready for later
  if (kind === 'pglite') await removeUnwrittenWal(path.join(dir, 'data', 'pglite'));
  const record: TemplateRecord = database.databaseUrl
    ? { database: new URL(database.databaseUrl).pathname.slice(1) }
    : {};
  // written last: its presence says the template is whole
  fs.writeFileSync(path.join(dir, readyFile), JSON.stringify(record));
  return { dataDir: path.join(dir, 'data'), ...record };
}

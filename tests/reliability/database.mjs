// A fresh database for a by-hand run: a PGlite DATA_DIR, or a PostgreSQL database created on
// the server `adminUrl` names (dropped afterwards). Answers the server's env and a drop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processCpuSeconds } from './server-process.mjs';

export async function freshDatabase(adminUrl, label) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `muster-${label}-`));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) return { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: removeDir };
  const name = `muster_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await removeDir();
    },
  };
}

/**
 * CPU seconds so far of each PostgreSQL backend serving `client`'s database, by pid (/proc: the
 * database runs on this machine; a backend on another machine is left out). A backend of
 * `before` gone meanwhile keeps its reading there, so it adds nothing it cannot be seen to use.
 */
export async function databaseBackendsCpu(client, before = new Map()) {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database()');
  const cpu = new Map(before);
  for (const { pid } of rows)
    try {
      cpu.set(pid, processCpuSeconds(pid));
    } catch {
      // not on this machine, or ended meanwhile
    }
  return cpu;
}

/** The database's CPU seconds between two readings: backends opened meanwhile count from their start. */
export const databaseCpuSince = (before, after) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

// Restart on an existing data directory (issue #35 item 3): the built server is started once on
// a fresh database (migrations, storage, the demo seed), stopped, then started again
// RESTART_ROUNDS (5) times on what it left, each round once per entry of RESTART_ENTRIES
// (default the production bundle dist/bundle/main.js and the compiled modules dist/main.js; a
// copy of an older bundle beside it, e.g. dist/bundle/before.js, compares before and after in
// one run). Each start is timed from spawn to 'Muster is running' and to the first answered txn
// over the WebSocket (the demo admin's sign-in, sent as soon as it runs), with the process's CPU
// and resident memory (VmRSS, and its peak VmHWM) from /proc (Linux) once that txn is answered.
// The floors, in the same round: a bare Node process opening the same database and answering
// `select 1` (PGlite's own start, or a PostgreSQL connection), and `node -e ''`. On PostgreSQL
// with RESTART_DATABASE_URL (a server where it may create and drop a database).
// `pnpm exec tsc -b apps/server && node apps/server/bundle.mjs` first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoAdmin, openChannel } from './channel.mjs';
import { freshDatabase } from './database.mjs';
import {
  freePort,
  processCpuSeconds,
  reliabilityApiKey,
  repositoryRoot,
  startServerProcess,
} from './server-process.mjs';

const rounds = Number(process.env.RESTART_ROUNDS ?? 5);
const entries = (process.env.RESTART_ENTRIES ?? 'dist/bundle/main.js,dist/main.js').split(',');
const print = (figure) => console.log(JSON.stringify({ ...figure, load: os.loadavg()[0] }));

/** The floor: a Node process that opens the database and answers one query, timed the same way. */
const floorScript = `const started = performance.now();
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('select 1');
  await client.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create(process.env.DATA_DIR + '/pglite', { extensions: { btree_gist } });
  await db.query('select 1');
  await db.close();
}
const cpu = process.cpuUsage();
const rssMB = process.memoryUsage().rss / 2 ** 20;
console.log(JSON.stringify({ ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, rssMB }));
`;
const floor = (env) => {
  const started = performance.now();
  // run from the server's package, where its database clients resolve
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', floorScript], {
    cwd: path.join(repositoryRoot, 'apps/server'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { wallMs: Math.round(performance.now() - started), ...JSON.parse(output) };
};

/** A bare `node -e ''`: what any Node process costs on this machine at this load. */
const bareNode = () => {
  const started = performance.now();
  execFileSync(process.execPath, ['-e', '']);
  return Math.round(performance.now() - started);
};

/** Resident memory of a process now and at its peak, MiB (/proc, Linux). */
const memoryOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssMB: Math.round(kib('VmRSS') / 1024), peakMB: Math.round(kib('VmHWM') / 1024) };
};

const database = await freshDatabase(process.env.RESTART_DATABASE_URL, 'restart');
try {
  const port = await freePort();
  const first = performance.now();
  const seeding = await startServerProcess({ port, env: database.env, startSeconds: 900, entry: entries[0] });
  const firstMs = Math.round(performance.now() - first);
  const firstMemory = memoryOf(seeding.pid);
  await seeding.stop();
  print({
    database: database.name,
    run: 'first start (migrations, storage, demo seed)',
    entry: entries[0],
    ms: firstMs,
    ...firstMemory,
  });
  for (let round = 1; round <= rounds; round += 1) {
    for (const entry of entries) {
      const started = performance.now();
      const server = await startServerProcess({ port, env: database.env, entry });
      const runningMs = Math.round(performance.now() - started);
      const runningCpu = processCpuSeconds(server.pid);
      const channel = await openChannel(server.url, reliabilityApiKey);
      await channel.login(demoAdmin);
      const txnMs = Math.round(performance.now() - started);
      const cpu = processCpuSeconds(server.pid);
      const memory = memoryOf(server.pid);
      channel.close();
      await server.stop();
      const bare = floor(database.env);
      print({
        database: database.name,
        round,
        entry,
        runningMs,
        runningCpuS: Math.round(runningCpu * 100) / 100,
        firstTxnMs: txnMs,
        firstTxnCpuS: Math.round(cpu * 100) / 100,
        ...memory,
        floorMs: bare.wallMs,
        floorCpuMs: Math.round(bare.cpuMs),
        floorRssMB: Math.round(bare.rssMB),
        nodeMs: bareNode(),
      });
    }
  }
} finally {
  await database.drop();
}

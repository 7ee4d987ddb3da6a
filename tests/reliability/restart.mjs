// Restart on an existing data directory (issue #35 item 3): the built server is started once on
// a fresh database (migrations, storage, the demo seed), stopped, then started again
// RESTART_ROUNDS (5) times on what it left, each round once from the production bundle
// (dist/bundle/main.js) and once from the compiled modules (dist/main.js), each timed from spawn
// to 'Muster is running' with the process's CPU at that moment (/proc, Linux). The floor, in the
// same round: a bare Node process opening the same database and answering `select 1` (PGlite's
// own start, or a PostgreSQL connection). On PostgreSQL with RESTART_DATABASE_URL (a server where
// it may create and drop a database). `pnpm exec tsc -b apps/server && node apps/server/bundle.mjs`
// first.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './database.mjs';
import { freePort, processCpuSeconds, repositoryRoot, startServerProcess } from './server-process.mjs';

const rounds = Number(process.env.RESTART_ROUNDS ?? 5);
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
console.log(JSON.stringify({ ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 }));
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

const database = await freshDatabase(process.env.RESTART_DATABASE_URL, 'restart');
try {
  const port = await freePort();
  const first = performance.now();
  await (await startServerProcess({ port, env: database.env, startSeconds: 900 })).stop();
  print({
    database: database.name,
    run: 'first start (migrations, storage, demo seed)',
    ms: Math.round(performance.now() - first),
  });
  for (let round = 1; round <= rounds; round += 1) {
    for (const entry of ['dist/bundle/main.js', 'dist/main.js']) {
      const started = performance.now();
      const server = await startServerProcess({ port, env: database.env, entry });
      const ms = Math.round(performance.now() - started);
      const cpu = processCpuSeconds(server.pid);
      await server.stop();
      const bare = floor(database.env);
      print({
        database: database.name,
        round,
        entry,
        restartMs: ms,
        restartCpuS: Math.round(cpu * 100) / 100,
        floorMs: bare.wallMs,
        floorCpuMs: Math.round(bare.cpuMs),
        ratio: Math.round((ms / bare.wallMs) * 100) / 100,
      });
    }
  }
} finally {
  await database.drop();
}

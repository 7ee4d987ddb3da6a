// Load by hand (README): LOAD_CLIENTS (50,200,500) channels at once on the built server, each
// sending txns back to back for LOAD_MS (10,000) - a 20-row department list, or a department
// create for LOAD_WRITES (0.15) of them, as #35's mixed load of 85% reads - on PGlite, or on
// PostgreSQL (LOAD_DATABASE_URL: a server where it may create databases) with each of
// LOAD_WORKERS (1,auto) server processes. One JSON line each.
// Each client's screen follows one folder, as the web app's lists subscribe (issue #35 item 1):
// LOAD_SHOWING (0.1) of them show the departments list that the creates change, the others
// another screen (attendance); LOAD_SHOWING=1 has every client shown every change.
//   pnpm exec tsc -b apps/server && node tests/reliability/load.mjs
//   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/reliability/load.mjs
import os from 'node:os';
import pg from 'pg';
import { demoAdmin, openChannel, percentile } from './channel.mjs';
import { databaseBackendsCpu, databaseCpuSince, freshDatabase } from './database.mjs';
import { openSubscribedChannels, runMixedLoad } from './mixed-load.mjs';
import { freePort, processCpuSeconds, reliabilityApiKey, startServerProcess } from './server-process.mjs';

const clientCounts = (process.env.LOAD_CLIENTS ?? '50,200,500').split(',').map(Number);
const runMs = Number(process.env.LOAD_MS ?? 10_000);
const adminUrl = process.env.LOAD_DATABASE_URL;
const workerCounts = adminUrl ? (process.env.LOAD_WORKERS ?? '1,auto').split(',') : ['1'];
const showing = Number(process.env.LOAD_SHOWING ?? 0.1);
const writes = Number(process.env.LOAD_WRITES ?? 0.15);
const paceMs = Number(process.env.LOAD_PACE_MS ?? 0);

async function measure(server, sessionKey, clients, workers, database, observer) {
  const channels = await openSubscribedChannels(
    server.url,
    reliabilityApiKey,
    clients,
    Math.round(clients * showing),
  );
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = processCpuSeconds(server.pid);
  const databaseCpuBefore = observer ? await databaseBackendsCpu(observer) : null;
  const { latencies, laterLatencies, errors, unanswered, seconds } = await runMixedLoad({
    channels,
    sessionKey,
    runMs,
    writes,
    codePrefix: `L${clients}`,
    paceMs,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuSeconds = processCpuSeconds(server.pid) - serverCpuBefore;
  const databaseCpuSeconds = observer
    ? databaseCpuSince(databaseCpuBefore, await databaseBackendsCpu(observer))
    : null;
  for (const channel of channels) channel.close();
  const round = (value) => Math.round(value * 10) / 10;
  const round2 = (value) => Math.round(value * 100) / 100;
  console.log(
    JSON.stringify({
      database,
      workers,
      clients,
      showingDepartments: Math.round(clients * showing),
      writeShare: writes,
      paceMs,
      txn: latencies.length,
      txnPerSecond: Math.round(latencies.length / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      // without each client's first txn, which also finds the connection's session
      p99AfterFirstMs: round(percentile(laterLatencies, 99)),
      errors,
      unanswered,
      // the server's CPU per txn moves little with the machine's load, unlike txn/s (issue #35 item 2)
      txnPerServerCpuSecond: Math.round(latencies.length / serverCpuSeconds),
      // with the database's, what the run's txn cost the machine: two cores give at most 2 CPU-seconds a second
      databaseCpuMsPerTxn:
        databaseCpuSeconds === null ? null : round2((databaseCpuSeconds * 1000) / latencies.length),
      serverCpuMsPerTxn: round2((serverCpuSeconds * 1000) / latencies.length),
      loadGeneratorCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
      loadAverage: os.loadavg()[0].toFixed(1),
    }),
  );
}

for (const workers of workerCounts) {
  const database = await freshDatabase(adminUrl, 'load');
  const port = await freePort();
  // a first start seeds the demo: minutes on a busy machine
  /** @type {pg.Client | null} */
  let observer = null;
  const server = await startServerProcess({
    port,
    env: { ...database.env, WORKERS: workers },
    startSeconds: 900,
  });
  try {
    // every client sends the same session, as many tabs of one user would: sign-in is argon2, dear on purpose
    const signIn = await openChannel(server.url, reliabilityApiKey);
    const sessionKey = await signIn.login(demoAdmin);
    signIn.close();
    const processes = workers === 'auto' ? os.availableParallelism() : Number(workers);
    observer = database.env.DATABASE_URL
      ? new pg.Client({ connectionString: database.env.DATABASE_URL })
      : null;
    await observer?.connect();
    for (const clients of clientCounts)
      await measure(server, sessionKey, clients, processes, database.name, observer);
  } finally {
    await observer?.end();
    await server.stop();
    await database.drop();
  }
}

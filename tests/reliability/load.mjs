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
import { demoAdmin, openChannel, percentile } from './channel.mjs';
import { freshDatabase } from './database.mjs';
import { freePort, processCpuSeconds, reliabilityApiKey, startServerProcess } from './server-process.mjs';

const clientCounts = (process.env.LOAD_CLIENTS ?? '50,200,500').split(',').map(Number);
const runMs = Number(process.env.LOAD_MS ?? 10_000);
const adminUrl = process.env.LOAD_DATABASE_URL;
const workerCounts = adminUrl ? (process.env.LOAD_WORKERS ?? '1,auto').split(',') : ['1'];
const showing = Number(process.env.LOAD_SHOWING ?? 0.1);
const writes = Number(process.env.LOAD_WRITES ?? 0.15);
/** Whether a lane's txn number `serial` is a write: spread evenly, `writes` of them in all. */
const isWrite = (serial) => Math.floor((serial + 1) * writes) > Math.floor(serial * writes);

const list = {
  name: 'txn_departments_list',
  folder: 'departments',
  client_props: { txn_op: 'R' },
  projections: ['id', 'code', 'name'],
  params: { limit: 20 },
};
const create = (code) => ({
  name: 'txn_departments_create',
  folder: 'departments',
  client_props: { txn_op: 'C' },
  params: { baseFolder: 'departments', rows: [{ op: 'C', data: { code, name: { eng: `Load ${code}` } } }] },
});

async function measure(server, sessionKey, clients, workers, database) {
  const { url } = server;
  const channels = [];
  for (let opened = 0; opened < clients; opened++) {
    const channel = await openChannel(url, reliabilityApiKey);
    const folder = opened < Math.round(clients * showing) ? 'departments' : 'attendance';
    await channel.sendRaw(JSON.stringify({ id: `s${opened}`, type: 'subscribe', folders: [folder] }));
    channels.push(channel);
  }
  const latencies = [];
  let errors = 0;
  let unanswered = 0;
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = processCpuSeconds(server.pid);
  const started = Date.now();
  await Promise.all(
    channels.map(async (channel, lane) => {
      for (let serial = 0; Date.now() - started < runMs; serial++) {
        const sent = performance.now();
        const reply = await channel.txn(
          isWrite(serial) ? create(`L${clients}C${lane}N${serial}`) : list,
          sessionKey,
        );
        if (!reply) {
          unanswered += 1;
          return;
        }
        latencies.push(performance.now() - sent);
        if (reply.output.type !== 'success') errors += 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuSeconds = processCpuSeconds(server.pid) - serverCpuBefore;
  for (const channel of channels) channel.close();
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      database,
      workers,
      clients,
      showingDepartments: Math.round(clients * showing),
      writeShare: writes,
      txn: latencies.length,
      txnPerSecond: Math.round(latencies.length / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      errors,
      unanswered,
      // the server's CPU per txn moves little with the machine's load, unlike txn/s (issue #35 item 2)
      txnPerServerCpuSecond: Math.round(latencies.length / serverCpuSeconds),
      loadGeneratorCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
      loadAverage: os.loadavg()[0].toFixed(1),
    }),
  );
}

for (const workers of workerCounts) {
  const database = await freshDatabase(adminUrl, 'load');
  const port = await freePort();
  // a first start seeds the demo: minutes on a busy machine
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
    for (const clients of clientCounts) await measure(server, sessionKey, clients, processes, database.name);
  } finally {
    await server.stop();
    await database.drop();
  }
}

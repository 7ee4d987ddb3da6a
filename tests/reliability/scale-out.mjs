// Past one machine (issue #35 item 8): two built servers on different ports on one PostgreSQL
// database, behind a round-robin proxy (round-robin-proxy.mjs), as N stateless servers behind a
// load balancer. It checks, one JSON line each:
//   session   - a session made on server 1 works on server 2; one ended on 2 is refused on 1
//   broadcast - a write on server 1 reaches a client of server 2 that shows its folder
//   job       - a payroll generation started through server 1: its progress reaches a client on 2
//   load      - SCALE_CLIENTS (100) channels of the mixed load (mixed-load.mjs) for SCALE_MS
//               (10000) through the proxy, first with server 1 behind it alone, then both
//   kill      - SCALE_WRITERS (20) writers through the proxy; server 1 gets SIGKILL after
//               SCALE_KILL_MS (3000); each writer reconnects (to server 2) and sends its pending
//               write again with the same frame id, as the web client does; every acknowledged
//               write must be stored, once
// Exits non-zero when a check fails.
//   pnpm exec tsc -b apps/server && SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/reliability/scale-out.mjs
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { serverMessages } from '@muster/protocol';
import pg from 'pg';
import { demoAdmin, openChannel, percentile } from './channel.mjs';
import { freshDatabase } from './database.mjs';
import { createTxn, openSubscribedChannels, runMixedLoad } from './mixed-load.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { checkBroadcast, checkJob, checkSessions } from './scale-out-checks.mjs';
import { freePort, processCpuSeconds, reliabilityApiKey, startServerProcess } from './server-process.mjs';

const adminUrl = process.env.SCALE_DATABASE_URL;
if (!adminUrl) {
  console.error('Set SCALE_DATABASE_URL to a PostgreSQL server where the run may create a database.');
  process.exit(1);
}
const clients = Number(process.env.SCALE_CLIENTS ?? 100);
const runMs = Number(process.env.SCALE_MS ?? 10_000);
const writers = Number(process.env.SCALE_WRITERS ?? 20);
const killAfterMs = Number(process.env.SCALE_KILL_MS ?? 3000);

const print = (figure) => console.log(JSON.stringify({ ...figure, loadAverage: os.loadavg()[0].toFixed(1) }));
const round = (value) => Math.round(value * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let failed = false;
const check = (figure) => {
  print(figure);
  if (!figure.ok) failed = true;
};

async function measureLoad(label, backends, servers, sessionKey) {
  const proxy = await startRoundRobinProxy(backends.map((server) => server.port));
  const channels = await openSubscribedChannels(
    proxy.url,
    reliabilityApiKey,
    clients,
    Math.round(clients * 0.1),
  );
  const cpuBefore = servers.map((server) => processCpuSeconds(server.pid));
  const run = await runMixedLoad({ channels, sessionKey, runMs, writes: 0.15, codePrefix: `S${label}` });
  const cpu = servers.reduce(
    (sum, server, index) => sum + processCpuSeconds(server.pid) - (cpuBefore[index] ?? 0),
    0,
  );
  for (const channel of channels) channel.close();
  const figure = {
    check: 'load',
    servers: backends.length,
    clients,
    connectionsByPort: proxy.counts(),
    txn: run.latencies.length,
    txnPerSecond: Math.round(run.latencies.length / run.seconds),
    p50Ms: round(percentile(run.latencies, 50)),
    p99Ms: round(percentile(run.latencies, 99)),
    errors: run.errors,
    unanswered: run.unanswered,
    txnPerServerCpuSecond: Math.round(run.latencies.length / cpu),
  };
  await proxy.close();
  check({ ...figure, ok: run.errors === 0 && run.unanswered === 0 });
  return figure;
}

/**
 * One writer through the proxy: creates departments `K<lane>N<serial>` back to back; a write
 * whose reply does not come (the server died) is sent again, same frame id, on a new
 * connection, until it is answered, as packages/folder-engine's ChannelClient does.
 */
async function killWriter(proxyUrl, sessionKey, lane, stopAt, tally) {
  /** @type {Awaited<ReturnType<typeof openChannel>> | null} */
  let channel = null;
  for (let serial = 0; Date.now() < stopAt; serial++) {
    const code = `K${lane}N${serial}`;
    const frame = JSON.stringify({
      id: randomUUID(),
      type: 'txn',
      client_type: 'reliability',
      body: { session_key: sessionKey, txn: createTxn(code) },
    });
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) tally.resent += 1;
      if (!channel) {
        channel = await openChannel(proxyUrl, reliabilityApiKey).catch(() => null);
        if (!channel) {
          await sleep(100);
          continue;
        }
        if (serial + attempt > 0) tally.reconnects += 1;
        channel.socket.once('close', () => {
          channel = null;
        });
      }
      const reply = await channel.sendRaw(frame, 15_000);
      if (!reply) {
        channel?.close();
        channel = null;
        continue;
      }
      if (reply.output.type === 'success') tally.acknowledged.push({ code, at: Date.now() });
      // committed on the killed server, which died before keeping its reply (edge/channel
      // README): the write is told saved, so it counts as acknowledged and must be stored
      else if (reply.output.message === serverMessages.writeAlreadySaved) {
        tally.acknowledged.push({ code, at: Date.now() });
        tally.savedWithoutReply += 1;
      } else tally.refused.push(`${code}: ${reply.output.message}`);
      break;
    }
  }
  channel?.close();
}

async function checkKill(one, two, sessionKey, database) {
  const proxy = await startRoundRobinProxy([one.port, two.port], { downMs: 60_000 });
  const tally = { acknowledged: [], refused: [], resent: 0, reconnects: 0, savedWithoutReply: 0 };
  const stopAt = Date.now() + Math.max(runMs, killAfterMs + 5000);
  const writing = Promise.all(
    Array.from({ length: writers }, (_, lane) => killWriter(proxy.url, sessionKey, lane, stopAt, tally)),
  );
  await sleep(killAfterMs);
  const killedAt = Date.now();
  await one.kill();
  await writing;
  await proxy.close();
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 });
  const { rows } = await pool.query(
    `select code, count(*)::int as copies from departments where code like 'K%' and not deleted group by code`,
  );
  await pool.end();
  const stored = new Map(rows.map((row) => [row.code, row.copies]));
  const lost = tally.acknowledged.filter(({ code }) => !stored.has(code)).map(({ code }) => code);
  const duplicated = rows.filter((row) => row.copies > 1).map((row) => row.code);
  check({
    check: 'kill',
    writers,
    killedAfterMs: killAfterMs,
    acknowledged: tally.acknowledged.length,
    savedWithoutReply: tally.savedWithoutReply,
    acknowledgedAfterKill: tally.acknowledged.filter(({ at }) => at > killedAt).length,
    refused: tally.refused.length,
    firstRefusal: tally.refused[0] ?? null,
    reconnects: tally.reconnects,
    resent: tally.resent,
    stored: rows.length,
    lost: lost.length,
    firstLost: lost[0] ?? null,
    duplicated: duplicated.length,
    ok:
      lost.length === 0 &&
      duplicated.length === 0 &&
      tally.refused.length === 0 &&
      tally.acknowledged.some(({ at }) => at > killedAt + 1000),
  });
}

const database = await freshDatabase(adminUrl, 'scale');
const servers = [];
try {
  // the first start migrates and seeds; the second finds both done. One DATA_DIR for both, as
  // a deployment shares one volume for files (README "Deployment")
  servers.push(await startServerProcess({ port: await freePort(), env: database.env, startSeconds: 900 }));
  servers.push(await startServerProcess({ port: await freePort(), env: database.env, startSeconds: 300 }));
  const [one, two] = servers.map((server) => ({ ...server, port: Number(new URL(server.url).port) }));
  check(await checkSessions(one, two));
  const signIn = await openChannel(one.url, reliabilityApiKey);
  const sessionKey = await signIn.login(demoAdmin);
  signIn.close();
  check(await checkBroadcast(one, two, sessionKey));
  check(await checkJob(one, two, sessionKey));
  const alone = await measureLoad('one', [one], [one, two], sessionKey);
  const both = await measureLoad('two', [one, two], [one, two], sessionKey);
  print({
    check: 'load ratio',
    twoOverOneTxnPerSecond: round(both.txnPerSecond / alone.txnPerSecond),
    twoOverOneTxnPerCpuSecond: round(both.txnPerServerCpuSecond / alone.txnPerServerCpuSecond),
    cores: os.availableParallelism(),
  });
  await checkKill(one, two, sessionKey, database);
} finally {
  for (const [index, server] of servers.entries())
    if (!(await server.stop()) && index > 0)
      // server 1 was killed already; server 2 should end by itself on SIGTERM
      check({ check: 'stop', server: index + 1, endedOnSigterm: false, ok: false });
  await database.drop();
}
if (failed) process.exitCode = 1;

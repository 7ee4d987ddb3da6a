// LOAD_TERMINALS simulated ZKTeco / eSSL terminals pushing punches to one Muster over the ADMS
// "iclock" protocol every LOAD_INTERVAL_MS for LOAD_DURATION_MS, on PostgreSQL, over loopback,
// while LOAD_READERS other users read on the channel (issue #35 item 7: their p99). Each push
// carries new punches and resends the previous batch (as a terminal retrying a lost answer
// does); at the end every punch sent must be stored exactly once and counted once in
// attendance. The server is the built one in a process of its own (its CPU is read from /proc),
// so the terminals' own work does not share its event loop. Prints one JSON line per figure.
// Run from the repository root (see README.md):
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/adms/adms-load.mjs
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AdmsTerminal, demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';
import { openChannel } from '../../reliability/channel.mjs';
import { databaseBackendsCpu, databaseCpuSince, freshDatabase } from '../../reliability/database.mjs';
import {
  freePort,
  processCpuSeconds,
  reliabilityApiKey,
  repositoryRoot,
  startServerProcess,
} from '../../reliability/server-process.mjs';

const execFileAsync = promisify(execFile);
const TERMINALS = Number(process.env.LOAD_TERMINALS ?? 200);
const INTERVAL_MS = Number(process.env.LOAD_INTERVAL_MS ?? 10_000);
const DURATION_MS = Math.min(Number(process.env.LOAD_DURATION_MS ?? 60_000), 300_000);
const BATCH = Number(process.env.LOAD_BATCH ?? 5);
const READERS = Number(process.env.LOAD_READERS ?? 20);
const READ_EVERY_MS = 500;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the load run may create a database.');
  process.exit(1);
}

const print = (figure) => console.log(JSON.stringify(figure));
const round = (value) => Math.round(value * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function summary(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    count: sorted.length,
    p50_ms: round(at(50)),
    p95_ms: round(at(95)),
    p99_ms: round(at(99)),
    max_ms: round(at(100)),
  };
}
/** Each table's statement counts and each function's time so far (LOAD_DB_STATS). */
async function databaseStats() {
  await pool.query('select pg_stat_clear_snapshot()');
  const tables =
    await pool.query(`select relname as name, seq_scan, coalesce(idx_scan, 0)::bigint as idx_scan,
    n_tup_ins, n_tup_upd, n_tup_hot_upd, n_tup_del from pg_stat_user_tables`);
  const functions = await pool.query(
    `select funcname as name, calls, total_time, self_time from pg_stat_user_functions`,
  );
  const stats = {};
  for (const row of tables.rows)
    stats[`table ${row.name}`] = Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => key !== 'name')
        .map(([key, value]) => [key, Number(value)]),
    );
  for (const row of functions.rows)
    stats[`function ${row.name}`] = {
      calls: Number(row.calls),
      total_ms: Number(row.total_time),
      self_ms: Number(row.self_time),
    };
  return stats;
}
const pad = (value, width = 2) => String(value).padStart(width, '0');
/** An instant as the terminal's IST wall clock, `YYYY-MM-DD HH:MM:SS`. */
const istClock = (ms) => {
  const d = new Date(ms + 330 * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const database = await freshDatabase(adminUrl, 'adms');
// LOAD_DB_STATS=1: the run's trigger functions timed (track_functions) and each table's
// statements counted (pg_stat_user_tables), printed at the end: where the database's CPU goes
const DB_STATS = process.env.LOAD_DB_STATS === '1';
if (DB_STATS) {
  const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await admin.connect();
  await admin.query(
    `alter database ${new URL(database.env.DATABASE_URL).pathname.slice(1)} set track_functions = 'all'`,
  );
  await admin.end();
}
const server = await startServerProcess({ port: await freePort(), env: database.env, startSeconds: 900 });
const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
pool.on('error', () => {});
const demoWorkers = `select e.code from employees e join partners p on p.id = e.partners_id
  where p.sw_handle = 'demo' and not e.deleted and e.password is null`;
const { rows: counted } = await pool.query(`select count(*)::int as n from (${demoWorkers}) w`);
if (counted[0].n < TERMINALS) {
  // the demo has some 200 workers: the scale seed adds the rest among its sites and shifts
  const missing = TERMINALS - counted[0].n;
  console.error(`adding ${missing} scale workers for ${TERMINALS} terminals`);
  // not execFileSync: a run whose event loop stood still for the minutes of the scale seed
  // ended at once with an uncaught ECONNRESET (6 of 10 runs at 1,000 terminals, 29 November)
  await execFileAsync(
    process.execPath,
    [
      path.join(repositoryRoot, 'apps/server/dist/app/seed/generate-scale.js'),
      '--employees',
      String(missing),
      '--database-url',
      database.env.DATABASE_URL,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}
let channel;
try {
  // one worker of the demo business a terminal; each registered through the Devices folder
  const { rows: workers } = await pool.query(`${demoWorkers} order by e.code limit $1`, [TERMINALS]);
  if (workers.length < TERMINALS)
    throw new Error(`only ${workers.length} workers for ${TERMINALS} terminals`);
  const { rows: sites } = await pool.query(`select id from sites where code = 'Kolkata'`);
  channel = await TestChannel.open(server.url, reliabilityApiKey);
  const session = await channel.login(demoSignIn);
  const serials = workers.map((_, index) => `LOAD${String(index).padStart(9, '0')}`);
  const registered = await channel.txn(
    {
      name: 'txn_devices_create',
      folder: 'devices',
      client_props: { txn_op: 'C' },
      params: {
        baseFolder: 'devices',
        rows: serials.map((serial) => ({
          op: 'C',
          data: {
            code: serial,
            name: serial,
            serial_number: serial,
            sites_id: [{ id: sites[0].id }],
            active: true,
          },
        })),
      },
    },
    session,
  );
  if (registered.output.type !== 'success') throw new Error(registered.output.message);

  // Punches start at 00:10 IST today, 4 minutes apart per worker (beyond the 3-minute double-tap
  // window), so every one is in the past and none was seeded (the seed stops at yesterday).
  const dayStart = Date.parse(
    `${new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)}T00:10:00+05:30`,
  );
  const pushes = Math.ceil(DURATION_MS / INTERVAL_MS);
  if (dayStart + pushes * BATCH * 240_000 > Date.now())
    throw new Error('too early in the IST day for this many punches');
  const expected = TERMINALS * pushes * BATCH;
  const heartbeatMs = [];
  const uploadMs = [];
  const failures = [];
  let answeredLines = 0;
  let sentLines = 0;

  const runTerminal = async (index) => {
    const terminal = new AdmsTerminal(server.url, serials[index]);
    const code = workers[index].code;
    await sleep(Math.random() * INTERVAL_MS);
    const handshake = await terminal.handshake();
    if (handshake.status !== 200) failures.push(`handshake ${handshake.status}`);
    let previous = [];
    for (let push = 0; push < pushes; push++) {
      const started = performance.now();
      const fresh = Array.from(
        { length: BATCH },
        (_, k) => `${code}\t${istClock(dayStart + (push * BATCH + k) * 240_000)}\t0\t1\t0\t0\t0`,
      );
      const beat = performance.now();
      const heartbeat = await terminal.heartbeat();
      heartbeatMs.push(performance.now() - beat);
      if (heartbeat.status !== 200) failures.push(`heartbeat ${heartbeat.status}`);
      const upload = performance.now();
      const lines = [...previous, ...fresh];
      const answer = await terminal.pushAttlog(lines);
      uploadMs.push(performance.now() - upload);
      sentLines += lines.length;
      if (answer.status !== 200 || answer.text !== `OK: ${lines.length}`)
        failures.push(`upload ${answer.status} ${answer.text}`);
      else answeredLines += lines.length;
      previous = fresh;
      await sleep(Math.max(0, INTERVAL_MS - (performance.now() - started)));
    }
  };

  // A punch before a shift's day window opens belongs to the day before (attendance README):
  // the early-morning punches land on yesterday's or today's row, so both are summed.
  const today = new Date(dayStart + 330 * 60_000).toISOString().slice(0, 10);
  const countedInAttendance = async () =>
    (
      await pool.query(
        `select coalesce(sum(a.total_punch_count), 0)::int as counted from attendance a
         join employees e on e.id = a.employees_id
         where e.code = any($1) and not a.deleted and a.attendance_date between $2 and $3`,
        [
          workers.map((worker) => worker.code),
          new Date(Date.parse(`${today}T00:00:00+05:30`) - 86_400_000),
          new Date(Date.parse(`${today}T00:00:00+05:30`)),
        ],
      )
    ).rows[0].counted;
  // Other users meanwhile: each reads a 20-row list every READ_EVERY_MS, as screens do, on
  // the session of the sign-in above; their latency is the channel's for everyone else.
  const readerMs = [];
  let readerFailures = 0;
  let terminalsDone = false;
  const readers = await Promise.all(
    Array.from({ length: READERS }, () => openChannel(server.url, reliabilityApiKey)),
  );
  const runReader = async (reader) => {
    while (!terminalsDone) {
      const sent = performance.now();
      const reply = await reader.txn(
        {
          name: 'txn_departments_list',
          folder: 'departments',
          client_props: { txn_op: 'R' },
          params: { limit: 20 },
        },
        session,
      );
      const took = performance.now() - sent;
      if (reply?.output.type === 'success') readerMs.push(took);
      else readerFailures += 1;
      await sleep(Math.max(0, READ_EVERY_MS - took));
    }
  };

  const countedBefore = await countedInAttendance();
  const loadAtStart = os.loadavg()[0];
  const statsBefore = DB_STATS ? await databaseStats() : null;
  const serverCpuBefore = processCpuSeconds(server.pid);
  const databaseCpuBefore = await databaseBackendsCpu(pool);
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const reading = Promise.all(readers.map(runReader));
  await Promise.all(workers.map((_, index) => runTerminal(index)));
  const wallMs = performance.now() - started;
  const serverCpuSeconds = processCpuSeconds(server.pid) - serverCpuBefore;
  const databaseCpuSeconds = databaseCpuSince(
    databaseCpuBefore,
    await databaseBackendsCpu(pool, databaseCpuBefore),
  );
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const statsAfter = DB_STATS ? await databaseStats() : null;
  terminalsDone = true;
  await reading;
  for (const reader of readers) reader.close();

  const stored = await pool.query(
    `select count(*)::int as punches, count(distinct (p.employees_id, p.punched_at))::int as distinct_punches,
       count(*) filter (where p.punched_at < $1 or p.punched_at >= $2)::int as outside
     from punches p join devices d on d.id = p.devices_id where d.serial_number like 'LOAD%'`,
    [new Date(dayStart), new Date(dayStart + pushes * BATCH * 240_000)],
  );
  const { punches, distinct_punches, outside } = stored.rows[0];
  const countedAfter = await countedInAttendance();
  print({
    figure: 'terminals',
    terminals: TERMINALS,
    interval_s: INTERVAL_MS / 1000,
    pushes_each: pushes,
    new_punches_per_push: BATCH,
  });
  print({ figure: 'wall_time_s', seconds: round(wallMs / 1000) });
  print({ figure: 'attlog_upload_latency', ...summary(uploadMs) });
  print({ figure: 'heartbeat_latency', ...summary(heartbeatMs) });
  print({
    figure: 'other_users_read_latency',
    readers: READERS,
    failures: readerFailures,
    ...summary(readerMs),
  });
  print({
    figure: 'server_cpu',
    seconds: round(serverCpuSeconds),
    // CPU per second of the run: above 1 the server used more than one core's worth
    cores_busy: Math.round((serverCpuSeconds / (wallMs / 1000)) * 100) / 100,
    punch_lines_per_cpu_second: Math.round(sentLines / serverCpuSeconds),
  });
  print({
    figure: 'database_and_bench_cpu',
    // the PostgreSQL backends of this database (the server's pool and the job queue's)
    database_seconds: round(databaseCpuSeconds),
    database_cores_busy: Math.round((databaseCpuSeconds / (wallMs / 1000)) * 100) / 100,
    // the simulated terminals and readers, this process
    bench_seconds: round((benchCpu.user + benchCpu.system) / 1e6),
  });
  print({
    figure: 'lines_sent_and_answered',
    sent: sentLines,
    answered: answeredLines,
    failures: failures.length,
    first_failure: failures[0] ?? null,
  });
  print({
    figure: 'punches',
    expected,
    stored: punches,
    distinct: distinct_punches,
    lost: expected - distinct_punches,
    duplicated: punches - distinct_punches,
    outside_sent_range: outside,
    counted_in_attendance: countedAfter - countedBefore,
  });
  print({
    figure: 'load_average',
    at_start: round(loadAtStart),
    one_minute_at_end: round(os.loadavg()[0]),
    cpus: os.cpus().length,
  });
  if (statsBefore && statsAfter) {
    const delta = (after, before) =>
      Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before?.[key] ?? 0)]));
    for (const [name, after] of Object.entries(statsAfter)) {
      const change = delta(after, statsBefore[name]);
      if (Object.values(change).some((value) => value > 0))
        print({ figure: 'database_stats', name, ...change });
    }
  }
  if (
    failures.length ||
    readerFailures ||
    countedAfter - countedBefore !== expected ||
    expected !== punches ||
    punches !== distinct_punches
  )
    process.exitCode = 1;
} finally {
  channel?.close();
  await pool.end();
  await server.stop();
  await database.drop();
}

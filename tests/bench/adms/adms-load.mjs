// 200 simulated ZKTeco / eSSL terminals pushing punches to one Muster over the ADMS "iclock"
// protocol every 10 s for a minute, on PostgreSQL, over loopback. Each push carries new
// punches and resends the previous batch (as a terminal retrying a lost answer does); at
// the end every punch sent must be stored exactly once. Prints one JSON line per figure.
// Run from the repository root (see README.md):
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/adms/adms-load.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@muster/server';
import { AdmsTerminal, createTestDatabase, demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';

const TERMINALS = Number(process.env.LOAD_TERMINALS ?? 200);
const INTERVAL_MS = Number(process.env.LOAD_INTERVAL_MS ?? 10_000);
const DURATION_MS = Math.min(Number(process.env.LOAD_DURATION_MS ?? 60_000), 300_000);
const BATCH = Number(process.env.LOAD_BATCH ?? 5);
const API_KEY = 'load-key';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the load run may create a database.');
  process.exit(1);
}
process.env.TEST_DATABASE_URL = adminUrl;

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
const pad = (value, width = 2) => String(value).padStart(width, '0');
/** An instant as the terminal's IST wall clock, `YYYY-MM-DD HH:MM:SS`. */
const istClock = (ms) => {
  const d = new Date(ms + 330 * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const database = await createTestDatabase('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-adms-load-'));
const server = await startServer({
  port: 0,
  dataDir,
  databaseUrl: database.databaseUrl,
  apiKey: API_KEY,
  hostDist: dataDir,
  seedDemo: true,
});
const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
pool.on('error', () => {});
let channel;
try {
  // one worker of the demo business a terminal; each registered through the Devices folder
  const { rows: workers } = await pool.query(
    `select e.code from employees e join partners p on p.id = e.partners_id
     where p.sw_handle = 'demo' and not e.deleted and e.password is null order by e.code limit $1`,
    [TERMINALS],
  );
  if (workers.length < TERMINALS)
    throw new Error(`only ${workers.length} workers for ${TERMINALS} terminals`);
  const { rows: sites } = await pool.query(`select id from sites where code = 'Kolkata'`);
  channel = await TestChannel.open(server.url, API_KEY);
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
  const countedBefore = await countedInAttendance();
  const loadAtStart = os.loadavg()[0];
  const started = performance.now();
  await Promise.all(workers.map((_, index) => runTerminal(index)));
  const wallMs = performance.now() - started;

  const stored = await pool.query(
    `select count(*)::int as punches, count(distinct (p.employees_id, p.punched_at))::int as distinct_punches,
       count(*) filter (where p.punched_at < $1 or p.punched_at >= $2)::int as outside
     from punches p join devices d on d.id = p.devices_id where d.serial_number like 'LOAD%'`,
    [new Date(dayStart), new Date(dayStart + pushes * BATCH * 240_000)],
  );
  const { punches, distinct_punches, outside } = stored.rows[0];
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
    counted_in_attendance: (await countedInAttendance()) - countedBefore,
  });
  print({
    figure: 'load_average',
    at_start: round(loadAtStart),
    one_minute_at_end: round(os.loadavg()[0]),
    cpus: os.cpus().length,
  });
  if (failures.length || expected !== punches || punches !== distinct_punches) process.exitCode = 1;
} finally {
  channel?.close();
  await pool.end();
  await server.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

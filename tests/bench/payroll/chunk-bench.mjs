// One chunk of generation alone, without the server (README "A chunk alone"): on a database a
// payroll-bench run kept (BENCH_REUSE_DATABASE), 500 of its bench employees' payslips are removed
// as starting data and generated again by `generateChunk` of a built tree, round after round;
// each round prints the database backend's CPU (/proc: PostgreSQL on this machine) and this
// process's, so two builds compare on the same rows under the same load. BENCH_TREE names
// another work tree's root (an older commit, built with `pnpm exec tsc -b apps/server`), to
// bisect which change cost what; BENCH_ROUNDS (9) and BENCH_OFFSET (0, the chunk's first
// employee in code order) pick the rounds and the chunk.
//   BENCH_REUSE_DATABASE=<url> node tests/bench/payroll/chunk-bench.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const databaseUrl = process.env.BENCH_REUSE_DATABASE;
if (!databaseUrl) {
  console.error('Set BENCH_REUSE_DATABASE to a database a payroll-bench run kept (BENCH_KEEP_DATABASE=1).');
  process.exit(1);
}
const tree = path.resolve(process.env.BENCH_TREE ?? new URL('../../..', import.meta.url).pathname);
// the tree's own server dependencies, so an older tree runs with its own versions
const fromServer = createRequire(path.join(tree, 'apps/server/package.json'));
const pg = fromServer('pg');
const { Kysely, PostgresDialect } = await import(fromServer.resolve('kysely'));
const { generateChunk } = await import(
  path.join(tree, 'apps/server/dist/domain/payroll/generate/generate-chunk.js')
);
// payrollMonth: payroll-rules' since 28 November, the server's own before
const { payrollMonth } = await import(fromServer.resolve('@muster/payroll-rules')).catch(
  () => import(path.join(tree, 'apps/server/dist/domain/payroll/rules/month.js')),
);

pg.types.setTypeParser(20, (text) => Number(text));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
const {
  rows: [{ pid }],
} = await pool.query('select pg_backend_pid() as pid');
const ticksPerSecond = 100;
const backendCpu = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
};

// last month, as the payroll bench generates it (its department's business is in IST)
const now = new Date(Date.now() + 330 * 60_000);
const month =
  now.getUTCMonth() === 0
    ? payrollMonth(now.getUTCFullYear() - 1, 12)
    : payrollMonth(now.getUTCFullYear(), now.getUTCMonth());
const { rows } = await pool.query(
  `select e.id from employees e join departments d on d.id = e.departments where d.code = 'BENCH'
   order by e.code limit 500 offset $1`,
  [Number(process.env.BENCH_OFFSET ?? 0)],
);
const ids = rows.map((row) => row.id);
const rounds = [];
try {
  for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 9); round++) {
    await pool.query('begin');
    await pool.query(`select set_config('muster.txn', 'starting data', true)`);
    await pool.query('delete from payslips where employees_id = any($1::uuid[]) and payroll_month = $2', [
      ids,
      month.start,
    ]);
    await pool.query('commit');
    const database = backendCpu();
    const own = process.cpuUsage();
    const outcomes = await generateChunk(db, month, ids);
    const used = process.cpuUsage(own);
    const errors = outcomes.filter((outcome) => outcome.error);
    if (errors.length) throw new Error(`${errors.length} payslips not generated: ${errors[0].error}`);
    rounds.push({ database: backendCpu() - database, node: (used.user + used.system) / 1e6 });
  }
} finally {
  await db.destroy();
}
const median = (key) => rounds.map((round) => round[key]).sort((a, b) => a - b)[rounds.length >> 1];
console.log(
  JSON.stringify({
    figure: 'one chunk of 500 payslips, generateChunk alone',
    tree,
    rounds: rounds.length,
    database_cpu_seconds_median: Math.round(median('database') * 1000) / 1000,
    node_cpu_seconds_median: Math.round(median('node') * 1000) / 1000,
    database_cpu_seconds: rounds.map((round) => Math.round(round.database * 100) / 100),
    node_cpu_seconds: rounds.map((round) => Math.round(round.node * 1000) / 1000),
  }),
);

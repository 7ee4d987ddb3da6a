// Bulk upload against COPY (issue #17 benchmarks): BENCH_ROWS employees (10,000 by default) on
// PostgreSQL, as one csv of code, person (its id), employee type (its code) and joining date:
//   1. the floor: PostgreSQL's COPY of the same rows (the references already resolved to ids)
//      into the employees table, from a file the database server reads (so the bench runs on
//      the database's machine, as a superuser: BENCH_DATABASE_URL as for the other benches);
//      the copied rows are then deleted, so the upload writes the very same codes;
//   2. the upload as the product runs it: the file posted to /files, txn_bulk_upload_create
//      over a real WebSocket as hr1, and the job reading, checking and writing every row, until
//      the broadcast saying the record is processed.
// Prints one JSON line per figure and the ratio (target: at most 3x, issue #35 item 5).
// BENCH_CPU_PROFILE=<file> writes a CPU profile of the upload alone. Run from the repository root:
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/io/bulk-upload.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSignIn, TestChannel } from '@muster/server/testing';
import { startDemoServer } from '../demo-server.mjs';
import { startProfile } from './profile.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const API_KEY = 'bench-key';
const print = (figure) => console.log(JSON.stringify(figure));
const code = (index) => `BU${String(index).padStart(6, '0')}`;
/** An upload's progress broadcast: the bulk_upload record's id and whether it is done. */
const uploadOf = (/** @type {import('@muster/protocol').BroadcastFrame} */ frame) =>
  /** @type {{ id?: string, processed?: boolean }} */ (frame.data);

const bench = await startDemoServer('io');
const { server, pool } = bench;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-bulk-bench-'));
fs.chmodSync(workDir, 0o755);
try {
  await pool.query(
    `insert into persons (id, first_name) select md5('bulk-person-' || g)::uuid, jsonb_build_object('eng', 'Bulk ' || g)
    from generate_series(1, $1) g`,
    [ROWS],
  );
  const partner = (await pool.query('select id from partners where sw_handle = $1', [demoSignIn.swhandle]))
    .rows[0].id;
  const type = (await pool.query(`select id from employee_types where code = 'contractual' and not deleted`))
    .rows[0].id;
  const persons = (
    await pool.query(`select md5('bulk-person-' || g)::uuid as id from generate_series(1, $1) g order by g`, [
      ROWS,
    ])
  ).rows.map((row) => row.id);
  await pool.query('vacuum analyze');

  const uploadCsv = [
    'Code,Person,Employee Type,Joining Date',
    ...persons.map((person, index) => `${code(index + 1)},${person},contractual,2025-04-01`),
  ].join('\n');
  const copyFile = path.join(workDir, 'copy.csv');
  fs.writeFileSync(
    copyFile,
    persons
      .map(
        (person, index) =>
          `${partner},${code(index + 1)},${person},approved,${type},2025-04-01T00:00:00+05:30`,
      )
      .join('\n'),
  );
  fs.chmodSync(copyFile, 0o644);

  /** The floor once: COPY of the rows, counted, then deleted so the upload writes the same codes. */
  const copyFloor = async () => {
    const copyStarted = performance.now();
    await pool.query(
      `copy employees (partners_id, code, persons_id, employee_status, employee_type, joining_date) from '${copyFile}' with (format csv)`,
    );
    const ms = Math.round(performance.now() - copyStarted);
    const copied = (await pool.query(`select count(*)::int as n from employees where code like 'BU%'`))
      .rows[0].n;
    print({
      figure: 'copy_floor',
      rows: copied,
      ms,
      load: os.loadavg().map((value) => Math.round(value * 10) / 10),
    });
    await pool.query(`delete from employees where code like 'BU%'`);
    await pool.query('vacuum analyze employees');
    return ms;
  };
  const copyBefore = await copyFloor();

  const channel = await TestChannel.open(server.url, API_KEY);
  const session = await channel.login({ ...demoSignIn, code: 'hr1' });
  // a connection hears the broadcasts of the folders it subscribed to (#35 item 1), as the
  // upload dialog's progress does
  await channel.subscribe(['bulk_upload']);
  const stopProfile = await startProfile(process.env.BENCH_CPU_PROFILE);
  const started = performance.now();
  // the process's CPU over the upload (the server's and this client's, which share it): a
  // figure the machine's load moves far less than the wall time
  const cpuBefore = process.cpuUsage();
  const form = new FormData();
  form.set('session_key', session);
  form.set('folder', 'bulk_upload');
  form.set('file', new Blob([uploadCsv]), 'employees.csv');
  const posted = await fetch(`${server.url}/files`, { method: 'POST', body: form });
  const file = await posted.json();
  if (posted.status !== 200) throw new Error(`upload refused: ${JSON.stringify(file)}`);
  const reply = await channel.txn(
    {
      name: 'txn_bulk_upload_create',
      folder: 'bulk_upload',
      client_props: { txn_op: 'C' },
      params: {
        baseFolder: 'bulk_upload',
        rows: [{ op: 'C', data: { name: 'bench', folder: 'employees', files_id: [{ id: file.id }] } }],
      },
    },
    session,
  );
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  const uploadId = JSON.parse(reply.output.data.records[0]).id;
  const replyMs = Math.round(performance.now() - started);
  while (
    !channel.broadcasts.some((frame) => uploadOf(frame).id === uploadId && uploadOf(frame).processed === true)
  )
    await new Promise((resolve) => setTimeout(resolve, 5));
  const uploadMs = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  await stopProfile();
  const record = (
    await pool.query('select rows_total, rows_written, errors_files_id from bulk_upload where id = $1', [
      uploadId,
    ])
  ).rows[0];
  const written = (
    await pool.query(`select count(*)::int as n from employees where code like 'BU%' and not deleted`)
  ).rows[0].n;
  if (written !== ROWS || record.rows_written !== ROWS) throw new Error(`wrote ${written} of ${ROWS}`);
  print({
    figure: 'bulk_upload_txn',
    rows: written,
    ms: uploadMs,
    reply_ms: replyMs,
    cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
    file_kb: Math.round(Buffer.byteLength(uploadCsv) / 1024),
    progress_broadcasts: channel.broadcasts.filter((frame) => uploadOf(frame).id === uploadId).length,
  });
  // the floor again after the upload (its rows deleted first), the ratio over both floors' mean:
  // on a shared machine one COPY moves with the load as much as the upload does
  await pool.query(`delete from employees where code like 'BU%'`);
  const copyMs = (copyBefore + (await copyFloor())) / 2;
  print({ figure: 'ratio', times_floor: Math.round((uploadMs / copyMs) * 10) / 10, target: 3 });
  channel.close();
} finally {
  await bench.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

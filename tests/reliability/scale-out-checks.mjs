// The crossing checks of scale-out.mjs (issue #35 item 8), shared with scale-out.test.ts: each
// takes two running servers ({ url }) on one PostgreSQL database and answers a figure with
// `ok`. A client on one server, the work on the other, as a round-robin load balancer deals them.
import { randomUUID } from 'node:crypto';
import { progressItems } from '@muster/protocol';
import { demoAdmin, openChannel, recordsOf } from './channel.mjs';
import { createTxn, listTxn } from './mixed-load.mjs';
import { reliabilityApiKey } from './server-process.mjs';

const round = (value) => Math.round(value * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const withOk = (figure, ok) => ({ ...figure, ok });

/** Frames of `type` a channel receives from now on (channel.mjs's reader skips them). */
function collect(channel, type) {
  const frames = [];
  channel.socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type === type) frames.push({ frame, at: performance.now() });
  });
  return frames;
}
async function until(condition, ms) {
  for (const started = Date.now(); !condition(); await sleep(20)) if (Date.now() - started > ms) return false;
  return true;
}
/** A channel whose connection follows the session's business and shows `folders`. */
async function follower(url, sessionKey, folders) {
  const channel = await openChannel(url, reliabilityApiKey);
  recordsOf(await channel.txn(listTxn, sessionKey));
  await channel.sendRaw(JSON.stringify({ id: 'follow', type: 'subscribe', folders }));
  return channel;
}

export async function checkSessions(one, two) {
  const signIn = await openChannel(one.url, reliabilityApiKey);
  const sessionKey = await signIn.login(demoAdmin);
  // used on server 1 first, so its session cache holds it when server 2 ends it
  const usedOn1 = await signIn.txn(listTxn, sessionKey);
  const other = await openChannel(two.url, reliabilityApiKey);
  const used = await other.txn(listTxn, sessionKey);
  // logout on server 2 is read on server 1 at once: its session cache hears it by NOTIFY
  const ended = await other.txn(
    { name: 'txn_user_logout', folder: 'sessions', client_props: { txn_op: 'Y' } },
    sessionKey,
  );
  const after = await signIn.txn(listTxn, sessionKey);
  signIn.close();
  other.close();
  return withOk(
    {
      check: 'session',
      usedOn1: usedOn1?.output.type,
      madeOn1UsedOn2: used?.output.type,
      endedOn2: ended?.output.type,
      usedOn1AfterEnd: after?.output.type,
    },
    usedOn1?.output.type === 'success' &&
      used?.output.type === 'success' &&
      ended?.output.type === 'success' &&
      after?.output.type === 'error',
  );
}

export async function checkBroadcast(one, two, sessionKey) {
  const reader = await follower(two.url, sessionKey, ['departments']);
  const broadcasts = collect(reader, 'broadcast');
  const writer = await openChannel(one.url, reliabilityApiKey);
  const sent = performance.now();
  const reply = await writer.txn(createTxn(`BC${Date.now()}`), sessionKey);
  const arrived = await until(() => broadcasts.length > 0, 5000);
  reader.close();
  writer.close();
  return withOk(
    {
      check: 'broadcast',
      writeOn1: reply?.output.type,
      broadcastOn2: broadcasts[0]?.frame ?? null,
      afterMs: arrived ? round((broadcasts[0]?.at ?? 0) - sent) : null,
    },
    reply?.output.type === 'success' && broadcasts[0]?.frame.folder === 'departments',
  );
}

/** The first day of last month, which the demo approves, as the Generate form sends it. */
function lastMonth() {
  const now = new Date(Date.now() + 330 * 60_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 2)).toISOString();
}

export async function checkJob(one, two, sessionKey) {
  const starter = await openChannel(one.url, reliabilityApiKey);
  const listed = recordsOf(
    await starter.txn(
      {
        name: 'txn_employees_list',
        folder: 'employees',
        params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
        projections: ['id', 'code'],
      },
      sessionKey,
    ),
  );
  const employees = listed.filter((row) => String(row.code).startsWith('DI')).slice(0, 40);
  const watcher = await follower(two.url, sessionKey, []);
  const progress = collect(watcher, 'progress');
  const id = randomUUID();
  const started = performance.now();
  const reply = await starter.sendRaw(
    JSON.stringify({
      id,
      type: 'txn',
      client_type: 'reliability',
      body: {
        session_key: sessionKey,
        txn: {
          name: 'txn_payslips_generate',
          folder: 'payslips',
          client_props: { txn_op: 'X' },
          params: {
            payroll_month: lastMonth(),
            generation_basis: 'employees',
            generate_employees: employees.map((row) => row.id),
            proceed_unapproved: true,
          },
        },
      },
    }),
    120_000,
  );
  const total = reply?.output.type === 'success' ? Number(recordsOf(reply)[0]?.count_end) : 0;
  const done = await until(() => progress.some(({ frame }) => frame.output.stage === 'all done'), 180_000);
  const ofRun = progress.filter(({ frame }) => frame.id === id);
  // a frame carries several payslips' items once they come faster than it is paced (issue #35 item 6)
  const items = ofRun
    .filter(({ frame }) => frame.output.stage !== 'all done')
    .flatMap(({ frame }) => progressItems(frame.output));
  starter.close();
  watcher.close();
  return withOk(
    {
      check: 'job',
      startedOn1: reply?.output.type === 'success' ? 'success' : (reply?.output.message ?? 'no reply'),
      payslips: total,
      progressFramesOn2: ofRun.length,
      itemsOn2: items.length,
      allDoneOn2: done,
      allDoneAfterMs: done ? round((ofRun.at(-1)?.at ?? 0) - started) : null,
    },
    total > 0 && done && items.length >= total,
  );
}

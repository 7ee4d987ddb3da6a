// The mixed load of issue #35 (85% reads, 15% writes), shared by load.mjs and scale-out.mjs:
// channels sending back to back for a while, each its own lane of txns.
import { setTimeout as sleepFor } from 'node:timers/promises';
import { openChannel } from './channel.mjs';

const sleep = (ms) => (ms > 0 ? sleepFor(ms) : Promise.resolve());

export const listTxn = {
  name: 'txn_departments_list',
  folder: 'departments',
  client_props: { txn_op: 'R' },
  projections: ['id', 'code', 'name'],
  params: { limit: 20 },
};

export const createTxn = (code) => ({
  name: 'txn_departments_create',
  folder: 'departments',
  client_props: { txn_op: 'C' },
  params: { baseFolder: 'departments', rows: [{ op: 'C', data: { code, name: { eng: `Load ${code}` } } }] },
});

/** Whether a lane's txn number `serial` is a write: spread evenly, `writes` of them in all. */
export const isWrite = (serial, writes) => Math.floor((serial + 1) * writes) > Math.floor(serial * writes);

/**
 * Opens `clients` channels on `url`, the first `showing` of them following the departments
 * list that the creates change and the others another screen (attendance), as the web app's
 * lists subscribe (issue #35 item 1).
 */
export async function openSubscribedChannels(url, apiKey, clients, showing) {
  const channels = [];
  for (let opened = 0; opened < clients; opened++) {
    const channel = await openChannel(url, apiKey);
    const folder = opened < showing ? 'departments' : 'attendance';
    await channel.sendRaw(JSON.stringify({ id: `s${opened}`, type: 'subscribe', folders: [folder] }));
    channels.push(channel);
  }
  return channels;
}

/**
 * Every channel sends txns for `runMs`: a list, or a create of a department coded
 * `${codePrefix}C<lane>N<serial>` for `writes` of them. With `paceMs` 0 back to back (a closed
 * loop: each channel's next txn waits for the last reply, so the latency is the clients over the
 * throughput, Little's law); otherwise each channel sends one txn every `paceMs`, as a person at
 * an open screen acts now and then, the lanes' first sends spread over the first pace. Each lane
 * starts its writes at its own offset: in lockstep, every paced client saved in the same second
 * (tests/reliability/README.md, 'The stall was the load's own writes'). Answers
 * the latencies (sorted), those of each channel's txns after its first (a connection's first
 * txn also finds its session), the error replies, the channels left unanswered and the seconds
 * it ran.
 */
export async function runMixedLoad({ channels, sessionKey, runMs, writes, codePrefix, paceMs = 0 }) {
  const latencies = [];
  const laterLatencies = [];
  let errors = 0;
  let unanswered = 0;
  const started = Date.now();
  await Promise.all(
    channels.map(async (channel, lane) => {
      if (paceMs > 0) await sleep((paceMs * lane) / channels.length);
      for (let serial = 0; Date.now() - started < runMs; serial++) {
        const sent = performance.now();
        const txn = isWrite(lane + serial, writes) ? createTxn(`${codePrefix}C${lane}N${serial}`) : listTxn;
        const reply = await channel.txn(txn, sessionKey);
        if (!reply) {
          unanswered += 1;
          return;
        }
        latencies.push(performance.now() - sent);
        if (serial > 0) laterLatencies.push(performance.now() - sent);
        if (reply.output.type !== 'success') errors += 1;
        if (paceMs > 0) await sleep(paceMs - (performance.now() - sent));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  laterLatencies.sort((a, b) => a - b);
  return { latencies, laterLatencies, errors, unanswered, seconds: (Date.now() - started) / 1000 };
}

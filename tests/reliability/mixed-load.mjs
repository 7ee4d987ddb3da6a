// The mixed load of issue #35 (85% reads, 15% writes), shared by load.mjs and scale-out.mjs:
// channels sending back to back for a while, each its own lane of txns.
import { openChannel } from './channel.mjs';

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
 * Every channel sends txns back to back for `runMs`: a list, or a create of a department
 * coded `${codePrefix}C<lane>N<serial>` for `writes` of them. Answers the latencies (sorted),
 * the error replies, the channels left unanswered and the seconds it ran.
 */
export async function runMixedLoad({ channels, sessionKey, runMs, writes, codePrefix }) {
  const latencies = [];
  let errors = 0;
  let unanswered = 0;
  const started = Date.now();
  await Promise.all(
    channels.map(async (channel, lane) => {
      for (let serial = 0; Date.now() - started < runMs; serial++) {
        const sent = performance.now();
        const txn = isWrite(serial, writes) ? createTxn(`${codePrefix}C${lane}N${serial}`) : listTxn;
        const reply = await channel.txn(txn, sessionKey);
        if (!reply) {
          unanswered += 1;
          return;
        }
        latencies.push(performance.now() - sent);
        if (reply.output.type !== 'success') errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, errors, unanswered, seconds: (Date.now() - started) / 1000 };
}

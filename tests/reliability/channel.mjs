// A minimal channel client for the reliability scripts: one frame at a time per channel, the
// next reply read in order (broadcasts skipped); a reply that does not come (timeout, the
// socket closed, the server killed) is null instead of a hang.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

export async function openChannel(url, apiKey) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/channel?key=${encodeURIComponent(apiKey)}`, {
    perMessageDeflate: true,
  });
  const replies = [];
  const waiting = [];
  let closed = false;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type !== 'reply') return;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else replies.push(frame);
  });
  socket.on('close', () => {
    closed = true;
    for (const waiter of waiting.splice(0)) waiter(null);
  });
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const channel = {
    socket,
    /** Sends raw text and answers the next reply, or null. */
    sendRaw(text, timeoutMs = 30_000) {
      if (closed) return Promise.resolve(null);
      socket.send(text);
      if (replies.length) return Promise.resolve(replies.shift());
      return new Promise((resolve) => {
        const done = (frame) => {
          clearTimeout(timer);
          resolve(frame);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          resolve(null);
        }, timeoutMs);
        waiting.push(done);
      });
    },
    /** A txn frame with a fresh id: ids are unique per session, as the server keys writes by them. */
    txn(txn, sessionKey, timeoutMs) {
      const frame = {
        id: randomUUID(),
        type: 'txn',
        client_type: 'reliability',
        body: { session_key: sessionKey, txn },
      };
      return channel.sendRaw(JSON.stringify(frame), timeoutMs);
    },
    async login(params) {
      const reply = await channel.txn(
        { name: 'txn_user_login', folder: 'sessions', client_props: { txn_op: 'X' }, params },
        null,
      );
      if (reply?.output.type !== 'success')
        throw new Error(`sign-in failed: ${reply?.output.message ?? 'no reply'}`);
      return JSON.parse(reply.output.data.records[0]).session_key;
    },
    close: () => socket.close(),
  };
  return channel;
}

export const demoAdmin = { swhandle: 'demo', code: 'admin', password: 'Admin@123' };

/** Records of a successful reply; throws on an error reply or none. */
export function recordsOf(reply) {
  if (reply?.output.type !== 'success') throw new Error(reply ? reply.output.message : 'no reply');
  return reply.output.data.records.map((record) => JSON.parse(record));
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

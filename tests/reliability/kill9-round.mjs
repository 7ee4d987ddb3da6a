// One kill -9 round: clients create departments as fast as the server answers, the server is
// killed with SIGKILL at a random moment, started again on the same database, and every
// department whose create was acknowledged (a success reply) must be there. Used by kill9.mjs
// (rounds by hand) and kill9.test.ts (one round in CI).
import { demoAdmin, openChannel, recordsOf } from './channel.mjs';
import { freePort, reliabilityApiKey, startServerProcess } from './server-process.mjs';

const createDepartment = (code) => ({
  name: 'txn_departments_create',
  folder: 'departments',
  client_props: { txn_op: 'C' },
  params: {
    baseFolder: 'departments',
    rows: [{ op: 'C', data: { code, name: { eng: `Kill round ${code}` } } }],
  },
});

/** Codes of stored departments holding `prefix` (ilike searches within), a page at a time. */
async function storedCodes(channel, sessionKey, prefix) {
  const codes = new Set();
  for (let offset = 0; ; offset += 1000) {
    const reply = await channel.txn(
      {
        name: 'txn_departments_list',
        folder: 'departments',
        client_props: { txn_op: 'R' },
        projections: ['code'],
        params: {
          filters: { filterInput: [{ path: 'code', operator: 'ilike', value: prefix }] },
          limit: 1000,
          offset,
        },
      },
      sessionKey,
      60_000,
    );
    const rows = recordsOf(reply);
    for (const row of rows) codes.add(row.code);
    if (rows.length < 1000) return codes;
  }
}

/**
 * `env`: DATA_DIR (and DATABASE_URL) of the database the round runs on, kept across the
 * restart. Answers { acknowledged, stored, lost, killedAfterMs }.
 */
export async function killRound({ env, round, clients = 8, killAfterMs }) {
  const port = await freePort();
  const server = await startServerProcess({ port, env });
  const prefix = `K${round}X`;
  const acknowledged = new Set();
  let writing = true;
  try {
    const channels = await Promise.all(
      Array.from({ length: clients }, () => openChannel(server.url, reliabilityApiKey)),
    );
    const sessionKey = await channels[0].login(demoAdmin);
    const writers = channels.map(async (channel, lane) => {
      for (let serial = 0; writing; serial++) {
        const code = `${prefix}${lane}N${serial}`;
        const reply = await channel.txn(createDepartment(code), sessionKey, 10_000);
        if (!reply) return;
        if (reply.output.type === 'success') acknowledged.add(code);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await server.kill();
    writing = false;
    await Promise.all(writers);
  } finally {
    writing = false;
    await server.kill();
  }
  const restarted = await startServerProcess({ port, env });
  try {
    const channel = await openChannel(restarted.url, reliabilityApiKey);
    const sessionKey = await channel.login(demoAdmin);
    const stored = await storedCodes(channel, sessionKey, prefix);
    channel.close();
    const lost = [...acknowledged].filter((code) => !stored.has(code));
    return { acknowledged: acknowledged.size, stored: stored.size, lost, killedAfterMs: killAfterMs };
  } finally {
    await restarted.stop();
  }
}

// Lost-update races by hand (README): LOST_RACES (800) times, two channels update one
// department with the same last_modified stamp at the same moment. Exactly one may win; the
// other must be refused as stale, and the stored name must be the winner's. PGlite, or
// PostgreSQL when LOST_DATABASE_URL names a server where it may create a database.
//   pnpm exec tsc -b apps/server && node tests/reliability/lost-update.mjs
import { demoAdmin, openChannel, recordsOf } from './channel.mjs';
import { freshDatabase } from './database.mjs';
import { freePort, reliabilityApiKey, startServerProcess } from './server-process.mjs';

const races = Number(process.env.LOST_RACES ?? 800);
const staleMessage = 'This record was changed by someone else. Reload it and try again.';

const database = await freshDatabase(process.env.LOST_DATABASE_URL, 'lost');
const server = await startServerProcess({ port: await freePort(), env: database.env });
try {
  const [a, b] = await Promise.all([
    openChannel(server.url, reliabilityApiKey),
    openChannel(server.url, reliabilityApiKey),
  ]);
  const sessionKey = await a.login(demoAdmin);
  const write = (channel, op, data, key) =>
    channel.txn(
      {
        name: `txn_departments_${op === 'C' ? 'create' : 'update'}`,
        folder: 'departments',
        client_props: { txn_op: op },
        params: { baseFolder: 'departments', rows: [{ op, ...(key ? { key } : {}), data }] },
      },
      sessionKey,
    );
  const read = async (id) => {
    const reply = await a.txn(
      {
        name: 'txn_departments_list',
        folder: 'departments',
        client_props: { txn_op: 'R' },
        projections: ['id', 'name', 'last_modified'],
        params: { filters: { filterInput: [{ path: 'id', operator: '=', value: id }] } },
      },
      sessionKey,
    );
    return recordsOf(reply)[0];
  };
  const [{ id }] = recordsOf(await write(a, 'C', { code: 'RACE', name: { eng: 'start' } }));
  const tally = { races: 0, oneWinner: 0, bothWon: 0, noneWon: 0, wrongValue: 0, otherErrors: 0 };
  for (let race = 0; race < races; race++) {
    const { last_modified } = await read(id);
    const names = [`A${race}`, `B${race}`];
    const replies = await Promise.all(
      [a, b].map((channel, side) => write(channel, 'U', { last_modified, name: { eng: names[side] } }, id)),
    );
    const won = replies.map((reply) => reply?.output.type === 'success');
    const refusedStale = replies.filter(
      (reply) => reply?.output.type === 'error' && reply.output.message.startsWith(staleMessage),
    );
    tally.races += 1;
    if (won[0] && won[1]) tally.bothWon += 1;
    else if (!won[0] && !won[1]) tally.noneWon += 1;
    else tally.oneWinner += 1;
    if (won.filter(Boolean).length + refusedStale.length !== 2) tally.otherErrors += 1;
    const stored = (await read(id)).name?.eng;
    if (won.filter(Boolean).length === 1 && stored !== names[won.indexOf(true)]) tally.wrongValue += 1;
  }
  a.close();
  b.close();
  console.log(
    JSON.stringify({ database: database.name, ...tally, lostUpdates: tally.bothWon + tally.wrongValue }),
  );
} finally {
  await server.stop();
  await database.drop();
}

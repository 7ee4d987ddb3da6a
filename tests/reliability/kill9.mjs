// kill -9 rounds by hand (README): KILL_ROUNDS (10) rounds of KILL_CLIENTS (8) clients writing
// while the built server is killed with SIGKILL after a random 0.5-3 s, then restarted on the
// same database; prints one JSON line a round and a total. PGlite in a fresh DATA_DIR, or
// PostgreSQL when KILL_DATABASE_URL names a database it may write to.
//   pnpm exec tsc -b apps/server && node tests/reliability/kill9.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killRound } from './kill9-round.mjs';

const rounds = Number(process.env.KILL_ROUNDS ?? 10);
const clients = Number(process.env.KILL_CLIENTS ?? 8);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-kill9-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.KILL_DATABASE_URL ?? '' };
const total = { rounds: 0, acknowledged: 0, lost: 0 };
try {
  for (let round = 1; round <= rounds; round++) {
    const killAfterMs = 500 + Math.floor(Math.random() * 2500);
    const result = await killRound({ env, round, clients, killAfterMs });
    console.log(
      JSON.stringify({ round, ...result, lost: result.lost.length, lostCodes: result.lost.slice(0, 5) }),
    );
    total.rounds += 1;
    total.acknowledged += result.acknowledged;
    total.lost += result.lost.length;
  }
  console.log(JSON.stringify({ database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite', ...total }));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

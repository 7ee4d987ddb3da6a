// The channel fuzz by hand (README): FUZZ_FRAMES seeded frames (100,000) from FUZZ_SEED (13)
// against the built server on a fresh database - PGlite, or PostgreSQL when FUZZ_DATABASE_URL
// (or TEST_DATABASE_URL) names a server where it may create one. Prints one JSON line.
//   pnpm exec tsc -b apps/server && node tests/reliability/fuzz.mjs
import { demoSignIn, startTestServer } from '@muster/server/testing';
import { openChannel } from './channel.mjs';
import { runFuzz } from './fuzz-run.mjs';

const frames = Number(process.env.FUZZ_FRAMES ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? 13);
const databaseUrl = process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;

let serverErrors = 0;
const logError = console.error;
console.error = (...args) => {
  serverErrors += 1;
  logError(...args);
};

const test = await startTestServer(databaseUrl ? 'postgres' : 'pglite');
try {
  const channel = await openChannel(test.server.url, test.apiKey);
  const sessionKey = await channel.login(demoSignIn);
  channel.close();
  const started = Date.now();
  const counts = await runFuzz({ url: test.server.url, apiKey: test.apiKey, sessionKey, seed, frames });
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    JSON.stringify({
      database,
      seed,
      ...counts,
      serverErrorsLogged: serverErrors,
      seconds: (Date.now() - started) / 1000,
    }),
  );
} finally {
  await test.stop();
}

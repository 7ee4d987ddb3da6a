// A CPU profile of part of a bench's run (the server shares the bench's process): started by
// `startProfile(file)` when the file is named (BENCH_CPU_PROFILE), written by the `stop()` it
// answers; without a file both do nothing. Open the file in Chrome's DevTools or summarise it.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts profiling when `file` is set; the answer stops it and writes the profile there. */
export async function startProfile(file) {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

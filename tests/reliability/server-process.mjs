// The built server (apps/server/dist/main.js) as a child process, started and killed as an
// operator would: `pnpm exec tsc -b apps/server` first. Loopback only.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repositoryRoot = path.resolve(new URL('../..', import.meta.url).pathname);
export const reliabilityApiKey = 'reliability-key';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** Process ids of `pid`'s live children (a server's cluster workers), Linux /proc. */
const childrenOf = (pid) =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' '))
    .filter(Boolean)
    .map(Number);

/** CPU seconds (user + system) a server process and its live workers have used so far, /proc. */
export function processCpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const own = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  return own + childrenOf(pid).reduce((sum, child) => sum + processCpuSeconds(child), 0);
}

export async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server; answers once it says it is running. `env`: DATA_DIR, DATABASE_URL, WORKERS…
 * `startSeconds`: how long it may take (a first start seeds the demo: minutes on a busy machine).
 * `entry`: the compiled modules' `dist/main.js`, or the production bundle `dist/bundle/main.js`.
 */
export async function startServerProcess({ port, env, startSeconds = 120, entry = 'dist/main.js' }) {
  // SERVER_NODE_FLAGS: Node flags for the server alone (`--cpu-prof`, refused in NODE_OPTIONS)
  const flags = process.env.SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, path.join(repositoryRoot, 'apps/server', entry)], {
    env: { ...process.env, PORT: String(port), API_KEY: reliabilityApiKey, SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (data) => {
    output += String(data);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${startSeconds} s:\n${output}`));
    }, startSeconds * 1000);
    child.stdout.on('data', () => {
      if (/Muster (is running|runs)/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) while starting:\n${output}`));
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    /** kill -9: no shutdown of any kind. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    /**
     * SIGTERM, then SIGKILL if it has not ended in `graceMs`: answers whether it ended by
     * itself, so a caller can say when a graceful stop hung.
     */
    async stop(graceMs = 60_000) {
      child.kill('SIGTERM');
      let timer;
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
      return ended;
    },
  };
}

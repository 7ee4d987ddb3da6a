import cluster from 'node:cluster';

/**
 * The primary process of WORKERS > 1 (README "Configuration"): it serves nothing itself and
 * keeps `count` server processes on the one port (Node's cluster hands each new connection to
 * one of them; a WebSocket stays with the process that accepted it). The first starts alone,
 * so the migrations, the tables from the catalogue and the demo seed run once; the others
 * follow when it listens. A process that dies is replaced.
 */
export function runWorkers(count: number): void {
  let stopping = false;
  let listening = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // The first failing to start (a wrong DATABASE_URL) would fail again: its error is printed.
    if (!listening) process.exit(1);
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`,
    );
    setTimeout(() => cluster.fork(), restartDelayMs);
  });
  cluster.fork().once('listening', (address) => {
    listening = true;
    for (let started = 1; started < count; started++) cluster.fork();
    console.log(`Muster runs ${count} server processes on port ${address.port}`);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A replaced process starts after this pause, so a crash loop does not spin. */
const restartDelayMs = 1000;

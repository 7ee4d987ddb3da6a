import os from 'node:os';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  /** Root of everything the server keeps on disk: PGlite data, files, mail. */
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Key every channel connection must present as `?key=`. */
  apiKey: string;
  /** Built host app to serve; absent directory means the channel only. */
  hostDist: string;
  /** Seed the demo business when the database has none. */
  seedDemo: boolean;
  /** A job active this long counts as lost (its server died) and is worked again (JOB_EXPIRE_SECONDS). */
  jobExpireSeconds?: number;
}

/** The key a fresh checkout uses; deployments set API_KEY. */
export const defaultApiKey = 'muster-local-key';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    apiKey: env.API_KEY || defaultApiKey,
    hostDist: path.resolve(env.HOST_DIST ?? new URL('../../../host/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== 'false',
    jobExpireSeconds: Number(env.JOB_EXPIRE_SECONDS ?? 300),
  };
}

/**
 * How many server processes share the port (WORKERS: a number, or 'auto' for one per core;
 * default 1). The embedded PGlite database is single-instance (one process holds its
 * directory), so more than one needs PostgreSQL.
 */
export function workersFromEnv(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const value = env.WORKERS ?? '1';
  const workers = value === 'auto' ? os.availableParallelism() : Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256)
    throw new Error(`WORKERS must be a whole number from 1 to 256 or 'auto', got '${value}'`);
  if (workers > 1 && !databaseUrl)
    throw new Error(
      'WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded PGlite database serves one process only',
    );
  return workers;
}

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
    hostDist: path.resolve(env.HOST_DIST ?? new URL('../../host/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== 'false',
  };
}

import cluster from 'node:cluster';
import { startServer } from './app/app.js';
import { runWorkers } from './app/cluster.js';
import { demoSignIn } from './app/seed/demo.js';
import { configFromEnv, workersFromEnv } from './platform/config.js';

try {
  const config = configFromEnv();
  const workers = workersFromEnv(process.env, config.databaseUrl);
  if (workers > 1 && cluster.isPrimary) {
    runWorkers(workers);
  } else {
    const server = await startServer(config);
    // before the server says it is running: whoever waits for that line may stop it at once
    // (the end-to-end template's seeding does), and a signal with no handler yet kills it mid-write
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // Of several processes the first says where the server is; the others would repeat it.
    if (cluster.isPrimary || cluster.worker?.id === 1) {
      const database = config.databaseUrl
        ? 'PostgreSQL (DATABASE_URL)'
        : `embedded PGlite in ${config.dataDir}`;
      console.log(`Muster is running at ${server.url} on ${database}`);
      if (config.seedDemo) {
        console.log(
          `Demo sign-in: handle '${demoSignIn.swhandle}', user '${demoSignIn.code}', password '${demoSignIn.password}'`,
        );
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

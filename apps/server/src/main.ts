import { startServer } from './app.js';
import { configFromEnv } from './config.js';
import { demoSignIn } from './seed/demo.js';

try {
  const config = configFromEnv();
  const server = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Muster is running at ${server.url} on ${database}`);
  if (config.seedDemo) {
    console.log(
      `Demo sign-in: handle '${demoSignIn.swhandle}', user '${demoSignIn.code}', password '${demoSignIn.password}'`,
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

import { parseArgs } from 'node:util';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openDatabase } from '../../platform/db/database.js';
import { seedDemo } from './demo.js';
import { generateScale } from './scale.js';

/**
 * Scale data for benchmarks: `node apps/server/dist/app/seed/generate-scale.js --employees 10000
 * --database-url postgres://…` (or `--data-dir data` for the embedded database). Brings the
 * tables up to the catalogue and seeds the demo first when the database has neither.
 */
const usage = 'usage: generate-scale --employees <count> (--database-url <url> | --data-dir <dir>)';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: 'data' },
  },
});
const count = Number(values.employees);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--employees must be a whole number from 1 to 1000000\n${usage}`);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] });
try {
  await applyStorage(
    database.db,
    await loadCatalogue(new URL('../../../catalogue', import.meta.url).pathname),
  );
  await seedDemo(database.db);
  const started = performance.now();
  const total = await generateScale(database.db, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`added ${count} employees in ${seconds} s; the demo business now has ${total} scale employees`);
} finally {
  await database.close();
}

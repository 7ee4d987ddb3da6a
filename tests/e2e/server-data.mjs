// The end-to-end server's data directory (playwright.config.ts runs this before the server):
// a copy of a seeded template rather than an empty directory the server seeds at start (issue
// #35 item 10). Seeding the demo took the bundle 35-45 s of CPU and two to eight minutes of wall
// time on the shared machine at a load of 20 (past the config's 120 s start timeout), a copy half
// a second of CPU and a few seconds: a run of one spec, or the suite again on the same code,
// starts without seeding.
//
// The template is keyed by what makes the seeded data: the bundle (migrations, seed, server),
// the catalogue it reads, PGlite's version and the IST day (the demo's months end yesterday, as
// the vitest templates, apps/server/src/testing/demo-template.ts). A missing template is seeded
// by the bundle itself, started once on an empty directory and stopped, exactly as a start with
// no template seeds. Templates of other days are removed, and of today's all but the four used
// last (some 200 MB each). MUSTER_E2E_TEMPLATE=off leaves the directory empty, so the server
// seeds at start as before.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'apps/server');
const bundle = path.join(server, 'dist/bundle/main.js');
const readyFile = 'ready';
// declared before the top-level await below reads it (removeOldTemplates)
/** Templates kept of today's: each is some 200 MB, and every change to the server is a new one. */
const keptTemplates = 4;

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set: run through playwright.config.ts');

if (process.env.MUSTER_E2E_TEMPLATE === 'off') {
  console.log('server-data: MUSTER_E2E_TEMPLATE=off, the server seeds at start');
} else if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
  console.log(`server-data: ${dataDir} is not empty, the server starts on what it holds`);
} else {
  const started = Date.now();
  const template = await demoTemplate();
  // the server's lock of its directory, when a stop left it, is the template's, not the copy's
  fs.cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'muster.lock',
  });
  console.log(`server-data: ${dataDir} copied from ${template} in ${Date.now() - started} ms`);
}

/** The IST day, as the server's istDayKey counts it. */
function istDay() {
  return new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function templateKey() {
  const hash = createHash('sha256');
  for (const file of [bundle, ...filesUnder(path.join(server, 'catalogue'))]) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  const pglite = JSON.parse(
    fs.readFileSync(path.join(server, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(`pglite ${pglite.version}`);
  return hash.digest('hex').slice(0, 16);
}

/** The seeded template's data directory, seeded now when this code and day have none. */
async function demoTemplate() {
  const templates = path.join(os.tmpdir(), 'muster-e2e-templates');
  const day = istDay();
  const dir = path.join(templates, `${day}-${templateKey()}`);
  if (fs.existsSync(path.join(dir, readyFile))) {
    markUsed(dir);
    return path.join(dir, 'data');
  }
  fs.mkdirSync(templates, { recursive: true });
  removeOldTemplates(templates, day);
  // seeded beside the template and renamed into place, so two runs seeding at once (worktrees
  // on other ports) each finish a whole template and the first rename wins
  const building = fs.mkdtempSync(path.join(templates, `building-${day}-`));
  await seed(path.join(building, 'data'));
  fs.writeFileSync(path.join(building, readyFile), new Date().toISOString());
  try {
    fs.renameSync(building, dir);
  } catch (error) {
    if (!['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
  markUsed(dir);
  return path.join(dir, 'data');
}

/** A template's ready file is touched whenever a run copies it, so the ones in use are kept. */
function markUsed(dir) {
  const now = new Date();
  fs.utimesSync(path.join(dir, readyFile), now, now);
}

/** Removes the templates of earlier days, and today's beyond the most recently used few. */
function removeOldTemplates(templates, day) {
  const today = [];
  for (const name of fs.readdirSync(templates)) {
    const named = /^(building-)?(\d{4}-\d{2}-\d{2})-/.exec(name);
    if (!named) continue;
    if (named[2] < day) fs.rmSync(path.join(templates, name), { recursive: true, force: true });
    else if (!named[1] && fs.existsSync(path.join(templates, name, readyFile)))
      today.push({ name, used: fs.statSync(path.join(templates, name, readyFile)).mtimeMs });
  }
  today.sort((a, b) => b.used - a.used);
  for (const { name } of today.slice(keptTemplates - 1))
    fs.rmSync(path.join(templates, name), { recursive: true, force: true });
}

/** Starts the bundle on an empty directory, which seeds the demo, and stops it once it serves. */
function seed(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: dir, DATABASE_URL: '', SEED_DEMO: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let serving = false;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!serving && output.includes('Muster is running at')) {
        serving = true;
        child.kill('SIGTERM');
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (serving && code === 0) {
        console.log(`server-data: seeded the demo template in ${Date.now() - started} ms`);
        resolve();
      } else {
        reject(new Error(`seeding the demo template failed (exit ${code ?? signal}): ${output}`));
      }
    });
  });
}

// A product outside this repository: the libraries packed as a registry would serve them,
// installed by file path into a fresh Vite + React app in a temporary folder, built, and served
// by `vite preview` in front of a Muster server.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoSignIn, TestChannel } from '@muster/server/testing';

const execFileAsync = promisify(execFile);

/** Runs a command; a failure's message carries its output (tsc and pnpm report on stdout). */
async function run(command: string, args: string[], options: { cwd?: string } = {}) {
  try {
    return await execFileAsync(command, args, options);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}
const repository = path.resolve(import.meta.dirname, '../../..');
const template = path.resolve(import.meta.dirname, '../app');
const libraries = ['protocol', 'expr', 'payroll-rules', 'folder-engine', 'grids'] as const;

/** pnpm as this test was started with it (CI may run it through npx), else the one on PATH. */
function pnpm(args: string[], cwd: string) {
  const launcher = process.env.npm_execpath;
  if (!launcher || !path.basename(launcher).includes('pnpm')) return run('pnpm', args, { cwd });
  // a script of the npm package, or pnpm's own executable
  return /\.[cm]?js$/.test(launcher)
    ? run(process.execPath, [launcher, ...args], { cwd })
    : run(launcher, args, { cwd });
}

/** `pnpm pack` of each library (its prepack builds it): the tarballs by package name. */
async function packLibraries(into: string): Promise<Record<string, string>> {
  const tarballs: Record<string, string> = {};
  for (const name of libraries) {
    const { stdout } = await pnpm(
      ['pack', '--pack-destination', into],
      path.join(repository, 'packages', name),
    );
    tarballs[`@muster/${name}`] = `file:${stdout.trim().split('\n').at(-1)}`;
  }
  return tarballs;
}

/** Writes, installs, type-checks and builds the app with any `extraPages` beside its own; answers its folder. */
export async function buildConsumerApp(extraPages: string[] = []): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-consumer-'));
  const tarballs = await packLibraries(dir);
  const app = path.join(dir, 'app');
  fs.cpSync(template, app, { recursive: true });
  for (const page of extraPages) fs.copyFileSync(page, path.join(app, path.basename(page)));
  // the app's own manifest asks for ^2.0.0 as a product would; here that is the tarballs
  const manifest = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  Object.assign(manifest.dependencies, tarballs);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  // the siblings' ranges (^2.0.0) point at the tarballs, never at a registry's @muster
  const overrides = Object.entries(tarballs).map(([name, spec]) => `  "${name}": "${spec}"`);
  fs.writeFileSync(path.join(app, 'pnpm-workspace.yaml'), `overrides:\n${overrides.join('\n')}\n`);
  await pnpm(['install', '--prefer-offline', '--reporter=silent'], app);
  const installed = fs.realpathSync(path.join(app, 'node_modules/@muster/folder-engine'));
  if (installed.startsWith(repository))
    throw new Error(`the engine is linked from the workspace: ${installed}`);
  await run(path.join(repository, 'node_modules/.bin/tsc'), ['-p', app]);
  await run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: app });
  return app;
}

/** `vite preview` of the built app, its proxy sending /channel to Muster and /txn to `txnEndpoint`. */
export async function previewConsumerApp(
  app: string,
  port: number,
  muster: string,
  txnEndpoint: string,
): Promise<ChildProcess> {
  const preview = spawn(
    path.join(app, 'node_modules/.bin/vite'),
    ['preview', '--port', String(port), '--strictPort'],
    { cwd: app, env: { ...process.env, MUSTER_SERVER: muster, TXN_ENDPOINT: txnEndpoint }, stdio: 'pipe' },
  );
  await new Promise<void>((resolve, reject) => {
    preview.once('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
    preview.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes(String(port))) resolve();
    });
  });
  return preview;
}

/**
 * The HTTP endpoint the example's second transport talks to: each POSTed txn is sent on to
 * Muster's channel in the demo admin's session, and the reply frame answered as JSON.
 */
export async function startTxnRelay(muster: string, port: number): Promise<http.Server> {
  const channel = await TestChannel.open(muster, 'muster-local-key');
  const session = await channel.login(demoSignIn);
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = await channel.txn(JSON.parse(Buffer.concat(chunks).toString('utf8')), session);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  server.on('close', () => channel.socket.close());
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}

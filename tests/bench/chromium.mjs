// What the benchmarks share: Debian's Chromium launched one way, and a built page served over HTTP.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), headless, software rendering, nothing in the background. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the files under `dir` on a free port; a path ending in '/' is its index.html. */
export async function serveDirectory(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file)
      .on('error', () => response.end())
      .pipe(response);
  });
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { base: `http://localhost:${port}/`, close: () => server.close() };
}

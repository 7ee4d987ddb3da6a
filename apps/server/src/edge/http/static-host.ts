import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built host app; any other GET gets index.html (the SPA routes), with the
 * channel's API key written into a meta tag so one build runs under any API_KEY.
 */
export function staticHost(root: string, apiKey: string) {
  let indexHtml: Promise<string> | undefined;
  const index = () => {
    indexHtml ??= fs
      .readFile(path.join(root, 'index.html'), 'utf8')
      .then((html) =>
        html.replace('</head>', `<meta name="muster-api-key" content="${escapeAttribute(apiKey)}"></head>`),
      );
    return indexHtml;
  };
  return async (c: Context) => {
    const requested = path.normalize(decodeURIComponent(new URL(c.req.url).pathname));
    const file = path.join(root, requested);
    if (file.startsWith(root + path.sep) && path.extname(file) && path.basename(file) !== 'index.html') {
      const body = await fs.readFile(file).catch(() => null);
      if (body) {
        const immutable = requested.startsWith(`${path.sep}assets${path.sep}`);
        return c.body(body, 200, {
          'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      return c.text('Not found', 404);
    }
    const html = await index().catch(() => null);
    if (html === null) return c.text('The web app is not built: run the start command from README.md', 503);
    return c.html(html, 200, { 'cache-control': 'no-cache' });
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

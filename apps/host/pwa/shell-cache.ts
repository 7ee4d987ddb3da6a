import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files of public/ the installed app needs offline, beside the bundle's own. */
const publicShell = ['/', '/manifest.webmanifest', '/logo.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * Writes sw.js from pwa/service-worker.js with the list of the build's files (source maps
 * left out), so the worker caches exactly the shell of the build it belongs to.
 */
export function shellCache(): Plugin {
  return {
    name: 'muster-shell-cache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => !file.endsWith('.map') && file !== 'index.html')
        .map((file) => `/${file}`)
        .sort();
      const files = [...publicShell, ...built];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
        .replace('SHELL_FILES', JSON.stringify(files))
        .replace('SHELL_VERSION', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

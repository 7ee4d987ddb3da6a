import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The package compiles without Node's types, so the file URL is read as a plain string.
const here = (import.meta as unknown as { url: string }).url;
const sourceDirectory = decodeURIComponent(here.slice('file://'.length, here.lastIndexOf('/')));

const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'events',
  'fs',
  'http',
  'https',
  'module',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'url',
  'util',
  'vm',
  'worker_threads',
  'zlib',
];

describe('the browser bundle', () => {
  it('builds from src/index.ts for the browser with no Node built-in and no code generation', async () => {
    const imports: string[] = [];
    const result = await build({
      entryPoints: [`${sourceDirectory}/index.ts`],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      logLevel: 'silent',
      plugins: [
        {
          name: 'record-imports',
          setup(pluginBuild) {
            pluginBuild.onResolve({ filter: /.*/ }, (args) => {
              imports.push(args.path);
              return undefined;
            });
          },
        },
      ],
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const bundle = result.outputFiles[0]?.text ?? '';
    expect(bundle.length).toBeGreaterThan(1000);
    expect(imports).toContain('jsep');
    expect(imports).toContain('@jsep-plugin/ternary');
    const nodeImports = imports.filter(
      (path) => path.startsWith('node:') || NODE_BUILTINS.includes(path.split('/')[0] as string),
    );
    expect(nodeImports).toEqual([]);
    expect(bundle).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
  });
});

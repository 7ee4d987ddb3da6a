import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders are its layers, lowest first (README "Layers"). A module imports from
 * its own layer or a lower one; tests and `testing/` folders (test helpers, which start the
 * whole app) may import anything, and nothing else imports a `testing/` folder. main.ts, the
 * entry point, stands above them all.
 */
const layers = ['platform', 'engine', 'domain', 'txn', 'edge', 'app'] as const;

const sourceRoot = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const within = (file: string) => path.relative(sourceRoot, file).split(path.sep);

/** A file's layer rank; main.ts ranks above every layer. */
function rankOf(file: string): number {
  const [top] = within(file);
  if (top === 'main.ts') return layers.length;
  const rank = layers.indexOf(top as (typeof layers)[number]);
  if (rank < 0) throw new Error(`${top} is in no layer: move it into one of ${layers.join(', ')}`);
  return rank;
}

const isTestHelper = (file: string) => /\.test\.tsx?$/.test(file) || within(file).includes('testing');

/** The imports of one module's text that climb a layer or reach into test helpers. */
function violationsOf(file: string, text: string): string[] {
  if (isTestHelper(file)) return [];
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].flatMap((match) => {
    const target = path.resolve(path.dirname(file), match[1] as string);
    if (!target.startsWith(sourceRoot + path.sep)) return [];
    const line = `${path.relative(sourceRoot, file)} -> ${path.relative(sourceRoot, target)}`;
    if (within(target).includes('testing')) return [`${line} (a test helper)`];
    return rankOf(target) > rankOf(file) ? [`${line} (climbs a layer)`] : [];
  });
}

describe('the server layers', () => {
  it('has every source file in a layer, importing only its own layer and those below', () => {
    const violations = sourceFiles(sourceRoot).flatMap((file) =>
      violationsOf(file, readFileSync(file, 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  it('reports an import that climbs a layer and one that reaches into a test helper', () => {
    const probe = path.join(sourceRoot, 'engine', 'probe.ts');
    const text = `import { x } from '../txn/types.js';\nimport { y } from './query/testing/list-fixture.js';\nimport { z } from '../platform/refusal.js';\n`;
    expect(violationsOf(probe, text)).toEqual([
      'engine/probe.ts -> txn/types.js (climbs a layer)',
      'engine/probe.ts -> engine/query/testing/list-fixture.js (a test helper)',
    ]);
    expect(() => violationsOf(path.join(sourceRoot, 'misc', 'stray.ts'), text)).toThrow(/in no layer/);
  });
});

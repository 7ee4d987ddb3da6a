import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as protocol from '@muster/protocol';
import { describe, expect, it } from 'vitest';

/**
 * Issue #28 item 3: the host's generic code — the tab host, its registries and the engine's
 * docpicker — names no feature. Features register their views at the composition root
 * (apps/host/src/composition.ts); what a tester needs to know is a property of the folder
 * definition or of the txn declaration. This counts what would break that: a catalogue
 * folder's name or a txn's name in a string, a named txn's declaration, an import of a
 * feature's folder (README "Architecture" gives the figure).
 */
const repository = path.resolve(import.meta.dirname, '../..');
const genericCode = [
  'apps/host/src/tabs',
  'apps/host/src/registry',
  'packages/folder-engine/src/fields/docpicker',
];
/** The host's folders that are not a feature's (files: the file store every screen downloads through). */
const hostShared = new Set(['tabs', 'registry', 'shell', 'session', 'ui', 'i18n', 'pages', 'pwa', 'files']);

const folderNames = readdirSync(path.join(repository, 'apps/server/catalogue'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const hostFeatures = readdirSync(path.join(repository, 'apps/host/src')).filter(
  (entry) => statSync(path.join(repository, 'apps/host/src', entry)).isDirectory() && !hostShared.has(entry),
);
const namedDeclarations = new Set<unknown>(Object.values(protocol.namedTxns));
const declarationNames = Object.entries(protocol)
  .filter(([, value]) => namedDeclarations.has(value))
  .map(([name]) => name);

const either = (names: readonly string[]) => names.map((name) => name.replace(/[-_]/g, '[-_]')).join('|');
const featureNames = new RegExp(
  [
    `['"\`]/?(${either(folderNames)})['"\`/]`,
    `['"\`]txn_[a-z_]+['"\`]`,
    `\\b(${declarationNames.join('|')})\\b`,
    `from '(\\.\\./)+(${either(hostFeatures)})/`,
  ].join('|'),
  'g',
);

/** Code without its comments, which may cite a feature as an example. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every feature name in a module's code, as `file: name`. */
export function featureNamesIn(file: string, text: string): string[] {
  return [...withoutComments(text).matchAll(featureNames)].map((match) => `${file}: ${match[0]}`);
}

function mainModules(folder: string): string[] {
  return readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('feature names in generic host code', () => {
  it('finds a folder, a txn, a declaration and a feature import where they are written', () => {
    const planted = [
      `if (folder === 'payslips') return null;`,
      `const name = 'txn_devices_issue_key';`,
      'if (txn.name === devicesIssueKeyTxn.name) reveal();',
      `import { templateTab } from '../payroll/html-template-tab';`,
      '// a comment citing leaves/ is no code',
    ].join('\n');
    expect(featureNamesIn('planted.ts', planted)).toEqual([
      `planted.ts: 'payslips'`,
      `planted.ts: 'txn_devices_issue_key'`,
      'planted.ts: devicesIssueKeyTxn',
      `planted.ts: from '../payroll/`,
    ]);
  });

  it('are none', () => {
    const found = genericCode
      .flatMap(mainModules)
      .flatMap((file) => featureNamesIn(file, readFileSync(path.join(repository, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

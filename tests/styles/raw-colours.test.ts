import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue #28 item 8: the engine, the grids, the web app and the stories draw with the design
// tokens of packages/folder-engine/src/tokens.css and write no colour of their own. Left out:
// the server, whose colours are data (attendance types' colours a business edits) or the
// printed documents' own sheets, which no screen shows.
const repository = path.resolve(import.meta.dirname, '../..');
const tokensFile = 'packages/folder-engine/src/tokens.css';
const styledFolders = ['packages/folder-engine/src', 'packages/grids/src', 'apps/host/src', 'stories'];
const skipped = new Set(['node_modules', 'dist', 'storybook-static']);
const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^()]*\)/gi;
/**
 * The web app draws with Tailwind, whose theme holds only the tokens (apps/host/src/index.css):
 * a palette colour there, as a utility's colour (`text-slate-600`, `hover:bg-white`,
 * `ring-red-700/40`) or a theme variable (`--color-blue-600`), bypasses them.
 */
const hostFolder = 'apps/host/src';
const paletteNames =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const paletteColour = new RegExp(
  `(?<![\\w-])(?:(?:--)?(?:[a-z]+-)+(?:${paletteNames})-\\d{2,3}|(?:[a-z]+-)+(?:white|black))(?![\\w-])`,
  'g',
);

function styledFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : styledFiles(root, relative);
    return /\.(css|tsx?)$/.test(entry.name) && relative !== tokensFile ? [relative] : [];
  });
}

/**
 * Each colour written outside the tokens file under `root`, as `file:line value`: a literal
 * anywhere, a Tailwind palette colour in the web app.
 */
function rawColours(root: string): string[] {
  return styledFolders.flatMap((folder) =>
    styledFiles(root, folder).flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [
            ...line.matchAll(colourLiteral),
            ...(folder === hostFolder ? line.matchAll(paletteColour) : []),
          ].map(([value]) => `${file}:${index + 1} ${value}`),
        ),
    ),
  );
}

const tokensText = readFileSync(path.join(repository, tokensFile), 'utf8');
const definedTokens = new Set(
  [...tokensText.matchAll(/^\s*(--muster-[a-z0-9-]+):/gm)].map((match) => match[1]),
);

describe('colours come from the design tokens', () => {
  const planted = mkdtempSync(path.join(tmpdir(), 'raw-colours-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('finds a colour planted in a sheet and in a component, and none in the tokens file', () => {
    for (const folder of styledFolders) mkdirSync(path.join(planted, folder), { recursive: true });
    writeFileSync(path.join(planted, tokensFile), ':root {\n  --muster-color-text: #1f2933;\n}\n');
    writeFileSync(
      path.join(planted, 'packages/grids/src/planted.css'),
      '.x {\n  color: rgb(0 0 0 / 50%);\n}\n',
    );
    writeFileSync(path.join(planted, 'apps/host/src/Planted.tsx'), "const planted = { stroke: '#FFF' };\n");
    // Tailwind palette colours in the web app; a token's Tailwind name (`bg-surface`,
    // `text-on-accent`) is none
    writeFileSync(
      path.join(planted, 'apps/host/src/Palette.tsx'),
      'const tile = "rounded bg-surface text-on-accent hover:bg-slate-100 text-white";\nconst ring = "focus:ring-red-700/40";\n',
    );
    writeFileSync(
      path.join(planted, 'apps/host/src/palette.css'),
      'body {\n  color: var(--color-blue-600);\n}\n',
    );
    expect(rawColours(planted).sort()).toEqual([
      'apps/host/src/Palette.tsx:1 bg-slate-100',
      'apps/host/src/Palette.tsx:1 text-white',
      'apps/host/src/Palette.tsx:2 ring-red-700',
      'apps/host/src/Planted.tsx:1 #FFF',
      'apps/host/src/palette.css:2 --color-blue-600',
      'packages/grids/src/planted.css:2 rgb(0 0 0 / 50%)',
    ]);
  });

  it('finds no colour outside the tokens file in the repository', () => {
    expect(rawColours(repository)).toEqual([]);
  });

  it('writes each colour once in the tokens file: a role sharing a value refers to the token', () => {
    const values = [...tokensText.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(colourLiteral)].map(([value]) =>
      value.toLowerCase(),
    );
    expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
  });

  it('uses only tokens the file defines, and documents each in the engine README', () => {
    const used = styledFolders.flatMap((folder) =>
      styledFiles(repository, folder).flatMap((file) =>
        [
          ...readFileSync(path.join(repository, file), 'utf8').matchAll(/var\((--muster-[a-z0-9-]+)[,)]/g),
        ].map(([, token]) => `${file} ${token}`),
      ),
    );
    expect(used.filter((use) => !definedTokens.has(use.split(' ')[1] ?? ''))).toEqual([]);
    const readme = readFileSync(path.join(repository, 'packages/folder-engine/README.md'), 'utf8');
    expect([...definedTokens].filter((token) => !readme.includes(`\`${token}\``))).toEqual([]);
  });
});

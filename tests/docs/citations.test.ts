import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The code's citations of the product's documents resolve to sections of docs/ (docs/README.md). */
const repository = path.resolve(import.meta.dirname, '../..');
const documents: Record<string, string> = {
  'spec 000': 'docs/spec/000-shell-and-folders.md',
  'spec 001': 'docs/spec/001-attendance-and-channel.md',
  DESIGN: 'docs/DESIGN.md',
};
const citation = /\b(spec 00[0-9]|DESIGN) §(\d+)/g;
const sourceFolders = ['apps', 'packages', 'tests', 'stories', 'scripts'];
const skipped = new Set(['node_modules', 'dist', '.tsc', 'storybook-static', 'test-results']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|md|json|sql|css|sh)$/.test(entry.name) ? [full] : [];
  });
}

/** The numbered sections (`## 6. …`) of a document. */
const sectionsOf = (file: string): Set<string> =>
  new Set(
    [...readFileSync(path.join(repository, file), 'utf8').matchAll(/^## (\d+)\./gm)].map((m) => m[1] ?? ''),
  );

/** Each citation in `text` naming no section of its document, as `document §n`. */
function unresolved(text: string, sections: Record<string, Set<string>>): string[] {
  return [...text.matchAll(citation)].flatMap(([whole, document = '', section = '']) =>
    sections[document]?.has(section) ? [] : [whole],
  );
}

describe('citations of the product documents', () => {
  const sections = Object.fromEntries(
    Object.entries(documents).map(([name, file]) => [name, sectionsOf(file)]),
  );

  it('name sections the documents in docs/ have', () => {
    const broken = sourceFolders
      .flatMap((folder) => sourceFiles(path.join(repository, folder)))
      // this file plants broken citations of its own below
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        unresolved(readFileSync(file, 'utf8'), sections).map(
          (c) => `${path.relative(repository, file)}: ${c}`,
        ),
      );
    expect(broken).toEqual([]);
  });

  it('reports a citation of a section or a document that does not exist', () => {
    expect(unresolved('spec 001 §7, spec 001 §10, spec 002 §1, DESIGN §6', sections)).toEqual([
      'spec 001 §10',
      'spec 002 §1',
    ]);
  });
});

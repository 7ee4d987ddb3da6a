import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #27 item 12: README.md shows its two commands as a code block a reader copies, and
// CI (.ci/run) runs exactly the second of them, read from that block.
const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, '.ci/readme-test-command');

function commandOf(readme: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'readme-')), 'README.md');
  writeFileSync(file, readme);
  return spawnSync('bash', [script, file], { encoding: 'utf8' });
}

describe("CI's test command", () => {
  it("is the second command of README.md's first code block, which opens the README", () => {
    expect(execFileSync('bash', [script, path.join(root, 'README.md')], { encoding: 'utf8' })).toBe(
      'bash scripts/test.sh\n',
    );
    const [fence, start, test, close] = execFileSync('head', ['-4', path.join(root, 'README.md')], {
      encoding: 'utf8',
    }).split('\n');
    expect([fence, start, test, close]).toEqual([
      '```bash',
      'bash scripts/start.sh',
      'bash scripts/test.sh',
      '```',
    ]);
  });

  it('skips blank lines and trailing spaces, and reads no later block', () => {
    const found = commandOf('Intro\n\n```sh\n\nbash a.sh\nbash b.sh  \nbash c.sh\n```\n\n```\nx\ny\n```\n');
    expect(found.stdout).toBe('bash b.sh\n');
  });

  it('fails, saying so, when there is no block or no second command in it', () => {
    for (const readme of [
      'bash scripts/start.sh\nbash scripts/test.sh\n',
      '```\nbash only.sh\n```\nbash later.sh\n',
    ]) {
      const found = commandOf(readme);
      expect(found.status).toBe(1);
      expect(found.stdout).toBe('');
      expect(found.stderr).toMatch(/no second command in its first fenced code block/);
    }
  });
});

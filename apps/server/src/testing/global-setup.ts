import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropTemplates, templatesDirVariable } from './template-store.js';

/**
 * Vitest's global setup of the server tests: a directory for the run's demo templates, named to
 * the test processes by environment (they start after this), removed with its templates at the
 * end. A template is built only when a test first asks for the demo (demo-template.ts).
 */
export default function setup(): () => Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-templates-'));
  process.env[templatesDirVariable] = root;
  return () => dropTemplates(root, process.env.TEST_DATABASE_URL);
}

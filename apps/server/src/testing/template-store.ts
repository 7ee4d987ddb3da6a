import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTemplate } from './test-database.js';

/**
 * Where a test run keeps its demo templates (demo-template.ts builds them): the directory the
 * run's global setup names in this environment variable, one subdirectory a template. Apart
 * from the template's builder, so the global setup loads no server code.
 */
export const templatesDirVariable = 'MUSTER_TEST_TEMPLATES';

/** The file whose presence says a template is whole, and what it records. */
export const readyFile = 'template.json';
export interface TemplateRecord {
  database?: string;
}

/** The template in `dir`, or null while it is not built. */
export function readTemplate(dir: string): DatabaseTemplate | null {
  const file = path.join(dir, readyFile);
  if (!fs.existsSync(file)) return null;
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as TemplateRecord;
  return { dataDir: path.join(dir, 'data'), ...record };
}

/** Drops every template the run built (the global setup's teardown). */
export async function dropTemplates(root: string, adminUrl: string | undefined): Promise<void> {
  if (!fs.existsSync(root)) return;
  for (const entry of fs.readdirSync(root)) {
    const template = readTemplate(path.join(root, entry));
    if (template?.database && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${template.database} with (force)`);
      await admin.end();
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
}

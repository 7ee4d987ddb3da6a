import { compileFolderWorkflow } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { workflowSubject } from '../../domain/workflow/subject.js';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { demoWorkflows } from './workflows.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

describe('the demo workflows', () => {
  it.each(Object.entries(demoWorkflows))('%s compiles against its folder', async (folder, text) => {
    const subject = workflowSubject(await loadCatalogue(catalogueDir), folder);
    if (!subject) throw new Error(`${folder} is not a folder or a detail of one`);
    const compiled = compileFolderWorkflow(text, subject);
    expect(compiled.ok ? [] : compiled.issues.map((issue) => issue.message)).toEqual([]);
  });

  it('name every named action the catalogue offers on their folders', async () => {
    const catalogue = await loadCatalogue(catalogueDir);
    for (const folder of ['leaves', 'employees', 'punch_requests']) {
      const compiled = compileFolderWorkflow(
        demoWorkflows[folder] ?? '',
        catalogue.folders.get(folder) as never,
      );
      const actions = compiled.ok
        ? compiled.workflow.transitions.map((move) => `txn_${folder}_${move.action}`)
        : [];
      const offered = catalogue.folders
        .get(folder)
        ?.txns.filter((txn) => txn.workflowAction)
        .map((txn) => txn.name);
      expect(new Set(actions)).toEqual(new Set(offered));
    }
  });
});

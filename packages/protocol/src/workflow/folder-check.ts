import type { FolderDefinition } from '../definition/index.js';
import { compileWorkflow, type WorkflowCompilation } from './compile.js';
import { type WorkflowIssue, workflowIssue } from './issues.js';

/** Field types a status may be stored in: one text value. */
const statusFieldTypes = new Set(['text']);

/**
 * Compiles a folder's workflow and checks it against the folder: the status field is one
 * of its text fields, and `self` is named only where records belong to an employee.
 */
export function compileFolderWorkflow(text: string, definition: FolderDefinition): WorkflowCompilation {
  const compiled = compileWorkflow(text);
  if (!compiled.ok) return compiled;
  const { workflow } = compiled;
  const issues: WorkflowIssue[] = [];
  const field = definition.fields.find((candidate) => candidate.name === workflow.field);
  if (!field || !statusFieldTypes.has(field.type) || field.is_multiple || field.fieldOnlyView)
    issues.push(workflowIssue('noSuchField', workflow.fieldLine, { name: workflow.field }));
  if (!definition.ownerField)
    for (const move of workflow.transitions)
      if (move.roles.includes('self') && !issues.some((issue) => issue.line === move.line))
        issues.push(workflowIssue('selfWithoutOwner', move.line));
  return issues.length ? { ok: false, issues } : compiled;
}

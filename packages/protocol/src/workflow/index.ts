export {
  compileWorkflow,
  type Workflow,
  type WorkflowCompilation,
  type WorkflowTransition,
} from './compile.js';
export { compileFolderWorkflow } from './folder-check.js';
export { type WorkflowIssue, type WorkflowIssueKey, workflowIssue, workflowIssueTexts } from './issues.js';
export { transitionFor, workflowActions } from './machine.js';
export { workflowChart } from './mermaid.js';
export { roleNamed, rolesHeld, type WorkflowRole, workflowRoles } from './roles.js';

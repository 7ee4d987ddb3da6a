import type { Workflow, WorkflowTransition } from './compile.js';
import type { WorkflowRole } from './roles.js';

/**
 * The move `action` makes from `state` for a user holding `held`: the first line, in the
 * text's order, from that state with that action naming one of the user's roles. A user
 * holding the roles of two lines (an RO who is also AO) takes the one written first.
 */
export function transitionFor(
  workflow: Workflow,
  state: string | null,
  action: string,
  held: ReadonlySet<WorkflowRole>,
): WorkflowTransition | undefined {
  return workflow.transitions.find(
    (move) => move.from === state && move.action === action && move.roles.some((role) => held.has(role)),
  );
}

/** The named actions a workflow offers, in the order first written. */
export const workflowActions = (workflow: Workflow): string[] => [
  ...new Set(workflow.transitions.map((move) => move.action)),
];

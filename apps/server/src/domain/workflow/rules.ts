import {
  type BusinessEnv,
  rolesHeld,
  transitionFor,
  type Workflow,
  type WorkflowTransition,
} from '@muster/protocol';
import { workflowMessages } from './messages.js';

/** A record as a named action reads it: its stored values, business and owner. */
export interface ActedRecord {
  id: string;
  values: Record<string, unknown>;
  partnerId: string | null;
  ownerId: string | null;
  /** How a refusal names it: its code, else its employee's code, else its id. */
  label: string;
}

export interface PlannedMove {
  record: ActedRecord;
  /** The status field of the record's workflow. */
  field: string;
  transition: WorkflowTransition;
}

export type MovePlan = { kind: 'move'; moves: PlannedMove[] } | { kind: 'refused'; message: string };

const stateOf = (record: ActedRecord, field: string) => {
  const value = record.values[field];
  return typeof value === 'string' ? value : null;
};

/**
 * Decides a named action over the records asked for, all or none: each must be found (in
 * the user's scope), have its business's workflow, and be in a state the action leaves for
 * one of the roles the user holds on it. The first refusal names the record and its state.
 */
export function planMoves(
  ids: readonly string[],
  found: ReadonlyMap<string, ActedRecord>,
  workflowOf: (record: ActedRecord) => Workflow | undefined,
  action: string,
  env: BusinessEnv,
): MovePlan {
  const moves: PlannedMove[] = [];
  for (const id of new Set(ids)) {
    const record = found.get(id);
    if (!record) return { kind: 'refused', message: `${workflowMessages.notFound}: ${id}` };
    const workflow = workflowOf(record);
    if (!workflow) return { kind: 'refused', message: workflowMessages.noWorkflow };
    const state = stateOf(record, workflow.field);
    const held = rolesHeld(env, record.ownerId !== null && record.ownerId === env.employees_id);
    const transition = transitionFor(workflow, state, action, held);
    if (!transition)
      return {
        kind: 'refused',
        message: `${workflowMessages.notAllowed}: ${action} ${record.label} (${state ?? '-'})`,
      };
    moves.push({ record, field: workflow.field, transition });
  }
  return { kind: 'move', moves };
}

import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import { columnValue } from '../../engine/patch/column-value.js';
import { patchMessages } from '../../engine/patch/messages.js';
import { TxnError } from '../../platform/refusal.js';
import { workflowMessages } from './messages.js';

/**
 * The values a named action sets with its move: exactly the fields its txn `asks` (a
 * Terminate's leaving date), each given and valid for its field type, as column values.
 * An action that asks nothing takes no values. Refuses the first problem, naming the field.
 */
export function actionInputs(
  definition: FolderDefinition,
  txn: TxnDefinition,
  values: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const asked = txn.asks ?? [];
  const given = values ?? {};
  for (const name of Object.keys(given))
    if (!asked.includes(name)) throw new TxnError(`${workflowMessages.notAsked}: ${name}`);
  const columns: Record<string, unknown> = {};
  for (const name of asked) {
    const field = definition.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${txn.name} asks '${name}', not a field of ${definition.name}`);
    const checked = columnValue(field, given[name]);
    if (!checked.ok) throw new TxnError(`${patchMessages.invalid}: ${name} (${checked.message})`);
    if (checked.value === null) throw new TxnError(`${patchMessages.mandatory}: ${name}`);
    columns[name] = checked.value;
  }
  return columns;
}

import type { FieldTypeName, FolderDefinition } from '@muster/protocol';
import { folderDefinitionSchema } from '@muster/protocol';
import { useState } from 'react';
import type { DateLimits } from '../fields/timestamp/date-limits';
import { FolderForm } from '../form/FolderForm';
import { FixtureEngine, type FixtureEngineProps } from './FixtureEngine';
import { type FieldStateName, fieldSamples } from './field-samples';
import { fixtureDefinitions, fixtureRecords } from './fixtures';
import { MemoryTxnClient } from './memory-client';

const label = { eng: 'Value', fr: 'Valeur', hin: 'मान', ben: 'মান' };
const allowed = { env: 'true' };

/** A one-field folder holding the field in the given state's rules. */
export function playgroundFolder(
  type: FieldTypeName,
  state: FieldStateName,
  filterType?: FieldPlaygroundProps['filterType'],
  upToNow?: boolean,
): FolderDefinition {
  const sample = fieldSamples[type];
  const mandatory = state === 'mandatory' || state === 'invalid';
  return folderDefinitionSchema.parse({
    name: 'playground',
    label: { eng: 'Playground', fr: 'Bac à sable', hin: 'प्रयोग क्षेत्र', ben: 'পরীক্ষার জায়গা' },
    foldertype: 'folders',
    visibleExpr: 'true',
    fields: [
      {
        name: 'value',
        type,
        label,
        ...sample.extra,
        ...(filterType && { filterType }),
        ...(upToNow && { upToNow }),
        ...(mandatory && { mandatory_expr: 'true' }),
        ...(state === 'invalid' && sample.refused === undefined && { valid_expr: 'false' }),
      },
    ],
    txns: [
      { name: 'txn_playground_create', label, op: 'C', permission: allowed },
      { name: 'txn_playground_update', label, op: 'U', permission: allowed, accessType: 'row' },
    ],
    forms: [],
    txn_list: [],
  });
}

export interface FieldPlaygroundProps extends Omit<FixtureEngineProps, 'children' | 'definitions'> {
  type: FieldTypeName;
  state: FieldStateName;
  /** The caller's date limits of the field, as a filter form gives them. */
  limits?: DateLimits;
  /** Month-only or year-only pickers of a timestamp. */
  filterType?: FolderDefinition['fields'][number]['filterType'];
  /** A timestamp that takes nothing after the business's current day, month or year. */
  upToNow?: boolean;
}

/** One field type's editor in one state, inside a real FolderForm on a one-field folder. */
export function FieldPlayground({
  type,
  state,
  client,
  limits,
  filterType,
  upToNow,
  ...engine
}: FieldPlaygroundProps) {
  const [definitions] = useState(() => [
    ...fixtureDefinitions,
    playgroundFolder(type, state, filterType, upToNow),
  ]);
  const [ownClient] = useState(() => client ?? new MemoryTxnClient(fixtureRecords()));
  const sample = fieldSamples[type];
  const value = state === 'invalid' && sample.refused !== undefined ? sample.refused : sample.filled;
  const stored = state === 'filled' || state === 'invalid' || state === 'read-only';
  return (
    <FixtureEngine client={ownClient} definitions={definitions} {...engine}>
      <FolderForm
        folder="playground"
        mode={state === 'read-only' ? 'read' : stored ? 'update' : 'create'}
        record={stored ? { id: 'c0000000-0000-4000-8000-0000000000aa', value } : undefined}
        showProblemsOnOpen={state === 'invalid' || state === 'mandatory'}
        {...(limits && { dateLimits: { value: limits } })}
      />
    </FixtureEngine>
  );
}

import {
  type FieldDefinition,
  type FolderDefinition,
  recordTitle,
  type TxnDefinition,
} from '@muster/protocol';
import { useState } from 'react';
import { ActionConfirmation } from '../dialogs/ActionConfirmation';
import { dayToIso, isoToDay } from '../fields/timestamp/day-inputs';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';

type Row = Record<string, unknown>;
/** The wire values of the fields an action asked for, by name; absent when it asks none. */
export type AskedValues = Record<string, unknown> | undefined;

/** The folder's fields an action asks for (its txn's `asks`), in the txn's order. */
export const askedFields = (definition: FolderDefinition, txn: TxnDefinition): FieldDefinition[] =>
  (txn.asks ?? []).flatMap((name) => definition.fields.find((field) => field.name === name) ?? []);

/** What an asked field starts with: a date, today of the business (a leaving date is most often today); else nothing. */
const startingValue = (field: FieldDefinition, timeZone: string): unknown =>
  field.type === 'timestamp' ? dayToIso(isoToDay(new Date().toISOString(), timeZone), timeZone) : null;

interface Asked {
  txn: TxnDefinition;
  rows: readonly Row[];
  go: (values: AskedValues) => void;
  fields: FieldDefinition[];
  values: Record<string, unknown>;
  problems: Record<string, MessageKey>;
}

/**
 * Runs an action at once, or first asks when its txn says `confirm` or asks for fields,
 * naming the rows it acts on and taking the asked values (each required and valid for its
 * field); answers the runner and the dialog to render.
 */
export function useActionConfirmation(definition: FolderDefinition) {
  const { locale, kind, timeZone } = useEngine();
  const [asked, setAsked] = useState<Asked | null>(null);
  const confirmFirst = (txn: TxnDefinition, rows: readonly Row[], go: (values: AskedValues) => void) => {
    const fields = askedFields(definition, txn);
    if (!txn.confirm && !fields.length) return go(undefined);
    const values = Object.fromEntries(fields.map((field) => [field.name, startingValue(field, timeZone)]));
    setAsked({ txn, rows, go, fields, values, problems: {} });
  };
  const problemsOf = ({ fields, values }: Asked): Record<string, MessageKey> =>
    Object.fromEntries(
      fields.flatMap((field): [string, MessageKey][] => {
        const fieldKind = kind(field.type);
        const value = values[field.name];
        if (fieldKind.isEmpty(value)) return [[field.name, 'Mandatory field']];
        return fieldKind.schema(field, definition.name, { timeZone }).safeParse(value).success
          ? []
          : [[field.name, 'Invalid Input']];
      }),
    );
  const confirm = () => {
    if (!asked) return;
    const problems = problemsOf(asked);
    if (Object.keys(problems).length) return setAsked({ ...asked, problems });
    const { fields, values, go } = asked;
    setAsked(null);
    go(
      fields.length
        ? Object.fromEntries(
            fields.map((field) => [field.name, kind(field.type).toWire(values[field.name], field)]),
          )
        : undefined,
    );
  };
  const dialog = (
    <ActionConfirmation
      open={asked !== null}
      action={asked ? labelIn(asked.txn.label, locale) : ''}
      records={(asked?.rows ?? []).map((row) => recordTitle(row, locale) || String(row.id))}
      folder={definition.name}
      fields={asked?.fields ?? []}
      values={asked?.values ?? {}}
      problems={asked?.problems ?? {}}
      onChange={(name, value) =>
        // a field's message was about the value it had: the next confirm checks the new one
        setAsked(
          (current) =>
            current && {
              ...current,
              values: { ...current.values, [name]: value },
              problems: Object.fromEntries(
                Object.entries(current.problems).filter(([field]) => field !== name),
              ),
            },
        )
      }
      onCancel={() => setAsked(null)}
      onConfirm={confirm}
    />
  );
  return { confirmFirst, dialog };
}

import type { FieldDefinition } from '@muster/protocol';
import { memo } from 'react';
import { useEngine } from '../provider/context';
import { FieldRow, type FieldRowProps } from './FieldRow';
import { useFolderForm } from './form-context';
import type { FieldState } from './rules';
import { useFormRecord } from './use-form-value';

interface FieldListProps {
  fields: readonly FieldDefinition[];
  states: Map<string, FieldState>;
  /**
   * The record the fields belong to when the caller holds it (a detail row); otherwise the
   * form's own record, which only the editors that read it follow.
   */
  values?: Record<string, unknown>;
  /** Prefix of the form paths: '' at the top, 'leave_days.2.' in a detail row. */
  prefix?: string;
  /** Fields not mounted yet (a long form's later fields): an empty box holds each one's place. */
  waitingFields?: ReadonlySet<string>;
}

/**
 * The visible fields of one record, read-only where the mode, a rule or editNotAllowed says so.
 * Memoised: the form re-renders for its own state (ready, submitting) without walking its fields.
 */
export const FieldList = memo(function FieldList({
  fields,
  states,
  values,
  prefix = '',
  waitingFields,
}: FieldListProps) {
  const { kind } = useEngine();
  const form = useFolderForm();
  return (
    <div className="me-fields">
      {fields.map((field) => {
        const state = states.get(field.name);
        if (!state?.visible || kind(field.type).formless) return null;
        if (form.onlyMandatory && !state.mandatory && field.type !== 'detail') return null;
        const name = `${prefix}${field.name}`;
        if (waitingFields?.has(field.name)) return <div key={name} className="me-field-waiting" />;
        const readOnly =
          form.mode === 'read' || state.readonly || (form.mode === 'update' && field.editNotAllowed === true);
        const props: Omit<FieldRowProps, 'row'> = {
          field,
          name,
          folder: form.folder,
          mandatory: state.mandatory,
          readOnly,
          problem: form.showProblems ? form.problems.get(name) : undefined,
          limits: prefix === '' ? form.dateLimits[field.name] : undefined,
        };
        if (!field.filters && !kind(field.type).readsRecord)
          return <FieldRow key={name} {...props} row={emptyRow} />;
        return values ? (
          <FieldRow key={name} {...props} row={values} />
        ) : (
          <RecordFieldRow key={name} {...props} />
        );
      })}
    </div>
  );
});

/** A field of the form's own record whose editor reads the record: it follows every value. */
function RecordFieldRow(props: Omit<FieldRowProps, 'row'>) {
  return <FieldRow {...props} row={useFormRecord()} />;
}

// Editors without filters never read the row; a constant keeps their memoised rows still.
const emptyRow: Record<string, unknown> = {};

import type { FieldDefinition } from '@muster/protocol';
import { useEngine } from '../provider/context';
import { FieldRow } from './FieldRow';
import { useFolderForm } from './form-context';
import type { FieldState } from './rules';

interface FieldListProps {
  fields: readonly FieldDefinition[];
  states: Map<string, FieldState>;
  values: Record<string, unknown>;
  /** Prefix of the form paths: '' at the top, 'leave_days.2.' in a detail row. */
  prefix?: string;
}

/** The visible fields of one record, read-only where the mode, a rule or editNotAllowed says so. */
export function FieldList({ fields, states, values, prefix = '' }: FieldListProps) {
  const { kind } = useEngine();
  const form = useFolderForm();
  return (
    <div className="me-fields">
      {fields.map((field) => {
        const state = states.get(field.name);
        if (!state?.visible || kind(field.type).formless) return null;
        if (form.onlyMandatory && !state.mandatory && field.type !== 'detail') return null;
        const name = `${prefix}${field.name}`;
        const readOnly =
          form.mode === 'read' || state.readonly || (form.mode === 'update' && field.editNotAllowed === true);
        return (
          <FieldRow
            key={name}
            field={field}
            name={name}
            folder={form.folder}
            mandatory={state.mandatory}
            readOnly={readOnly}
            problem={form.showProblems ? form.problems.get(name) : undefined}
            row={field.filters || kind(field.type).readsRecord ? values : emptyRow}
            limits={prefix === '' ? form.dateLimits[field.name] : undefined}
          />
        );
      })}
    </div>
  );
}

// Editors without filters never read the row; a constant keeps their memoised rows still.
const emptyRow: Record<string, unknown> = {};

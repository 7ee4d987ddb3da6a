import type { Locale } from '@muster/protocol';
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { dayLabel } from '../attendance/editor/labels';
import type { ReferenceOption } from '../attendance/types';
import type { GridsMessageKey } from '../i18n/messages';
import { type GridsTranslate, gridsTranslator } from '../i18n/translate';
import type { AllocationEdit } from './allocation-edits';
import type { AllocationReferences } from './types';

export interface AllocationEditorProps {
  /** The edit to open on (the cell's starting values), null to keep it closed. */
  edit: AllocationEdit | null;
  /** The employee's name, for the title. */
  employeeName: string;
  references: AllocationReferences;
  locale: Locale;
  /** Enter on the last dropdown: the edit as chosen (queued by the screen). */
  onDone: (edit: AllocationEdit) => void;
  onClose: () => void;
}

type Field = 'allocation_type' | 'sites_id' | 'shifts_id' | 'departments_id';
const fields: {
  field: Field;
  label: GridsMessageKey;
  options: (references: AllocationReferences) => ReferenceOption[];
}[] = [
  { field: 'allocation_type', label: 'Allocation Type', options: (references) => references.allocationTypes },
  { field: 'sites_id', label: 'Site', options: (references) => references.sites },
  { field: 'shifts_id', label: 'Shift', options: (references) => references.shifts },
  { field: 'departments_id', label: 'Department', options: (references) => references.departments },
];

/**
 * The allocation cell editor (spec 001 §2): four dropdowns (allocation type, site, shift,
 * department); Tab or Enter moves to the next, Enter on the last closes with the edit.
 */
export function AllocationEditor(props: AllocationEditorProps) {
  const { edit, locale, onClose } = props;
  const t = gridsTranslator(locale);
  return (
    <Dialog.Root open={edit !== null} onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <div className="muster-engine muster-grids">
          <Dialog.Overlay className="me-overlay" />
          <Dialog.Content className="me-dialog mg-editor-dialog" aria-describedby={undefined}>
            {edit && <EditorBody key={`${edit.employees_id}|${edit.day}`} {...props} edit={edit} t={t} />}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditorBody({
  edit: opening,
  employeeName,
  references,
  locale,
  onDone,
  t,
}: AllocationEditorProps & { edit: AllocationEdit; t: GridsTranslate }) {
  const [edit, setEdit] = useState(opening);
  const id = useId();
  const selects = useRef<(HTMLSelectElement | null)[]>([]);
  // Enter moves on like Tab; on the last dropdown it closes with the edit.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = selects.current.indexOf(event.target as HTMLSelectElement);
    if (index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    if (index === fields.length - 1) onDone(edit);
    else selects.current[index + 1]?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter on a dropdown bubbles up here to move to the next
    <div className="mg-alloc-editor" onKeyDown={onKeyDown}>
      <Dialog.Title className="me-dialog-title">
        {employeeName} · {dayLabel(edit.day, locale)}
      </Dialog.Title>
      {fields.map(({ field, label, options }, index) => (
        <div key={field} className="me-field">
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          <select
            id={`${id}-${field}`}
            className="me-input"
            value={edit[field] ?? ''}
            onChange={(event) => setEdit({ ...edit, [field]: event.target.value || null })}
            ref={(element) => {
              selects.current[index] = element;
            }}
          >
            <option value="" />
            {options(references).map((option) => (
              <option key={option.id} value={option.id}>
                {option.code && option.code !== option.label
                  ? `${option.code} · ${option.label}`
                  : option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="mg-editor-hint">{t('Tab or Enter moves on; Enter on the last closes')}</p>
    </div>
  );
}

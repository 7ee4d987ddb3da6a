import { evaluateValue } from '@muster/expr';
import type { ProjectedRecord } from '@muster/protocol';
import { folderListTxn, formatReference } from '@muster/protocol';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import {
  type EvaluatedFilter,
  labelProjections,
  minimumSearchLength,
  needsSearchTerm,
  offersSelectAll,
  pickerParams,
  visibleChoices,
} from './query';

type References = ProjectedRecord[] | null;
type Choices =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; records: ProjectedRecord[] }
  | { status: 'failed'; message: string };

/** spec 000 §9: the picker's search waits 1 s after the last keystroke. */
export const pickerDebounceMs = 1000;

export function DocpickerEditor(props: FieldEditorProps<References>) {
  const { client, t, definition, env, locale } = useEngine();
  const { field, folder, row, value, onChange, readOnly } = props;
  const source = field.source?.folder ?? '';
  const sourceDefinition = definition(source);
  const multiple = field.is_multiple === true;
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const settledTerm = useDebouncedValue(term, pickerDebounceMs);
  const [choices, setChoices] = useState<Choices>({ status: 'waiting' });

  // Filters read the edited row; their evaluated values decide when to ask again.
  const filters = useMemo<EvaluatedFilter[]>(
    () =>
      (field.filters ?? []).map((filter) => ({
        ...filter,
        value: evaluateValue(filter.value, { row, env }, { folder, field: field.name }, null),
      })),
    [field, folder, row, env],
  );
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    if (!open || !source) return;
    if (needsSearchTerm(sourceDefinition) && settledTerm.trim().length < minimumSearchLength) {
      setChoices({ status: 'waiting' });
      return;
    }
    let current = true;
    setChoices({ status: 'loading' });
    const list = folderListTxn(source, sourceDefinition?.foldertype ?? 'folders');
    const params = pickerParams(sourceDefinition, JSON.parse(filterKey), settledTerm, definition);
    client.call(list, params, { projections: labelProjections(sourceDefinition) }).then(
      (result) =>
        current &&
        setChoices({ status: 'loaded', records: visibleChoices(result.records as ProjectedRecord[]) }),
      (error: unknown) =>
        current &&
        setChoices({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, source, sourceDefinition, settledTerm, filterKey, client, definition]);

  const selected = value ?? [];
  const isSelected = (record: ProjectedRecord) => selected.some((item) => item.id === record.id);
  const label = (record: ProjectedRecord) => formatReference([record], { locale });
  const choose = (record: ProjectedRecord) => {
    if (!multiple) {
      onChange([record]);
      setOpen(false);
    } else
      onChange(isSelected(record) ? selected.filter((item) => item.id !== record.id) : [...selected, record]);
  };
  const records = choices.status === 'loaded' ? choices.records : [];

  return (
    <div className="me-picker">
      <ul className="me-chips" aria-label={t('Value')}>
        {selected.map((record) => (
          <li key={record.id} className="me-chip">
            {label(record)}
            {!readOnly && (field.clearable !== false || multiple) && (
              <button
                type="button"
                className="me-chip-remove"
                aria-label={`${t('Remove')} ${label(record)}`}
                onClick={() => onChange(selected.filter((item) => item.id !== record.id))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button id={props.id} type="button" className="me-input me-picker-trigger" onBlur={props.onBlur}>
              {t('Type to Search..')}
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className="muster-engine me-popover" align="start" sideOffset={4}>
              <input
                className="me-input"
                type="search"
                placeholder={t('Type to Search..')}
                aria-label={t('Type to Search..')}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
              />
              {offersSelectAll(sourceDefinition, multiple) && records.length > 0 && (
                <button
                  type="button"
                  className="me-button me-button-quiet"
                  onClick={() => onChange([...selected, ...records.filter((record) => !isSelected(record))])}
                >
                  {t('Select All')}
                </button>
              )}
              <div className="me-options" role="listbox" aria-multiselectable={multiple}>
                {records.map((record) => (
                  <div
                    key={record.id}
                    role="option"
                    tabIndex={0}
                    aria-selected={isSelected(record)}
                    className="me-option"
                    onClick={() => choose(record)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        choose(record);
                      }
                    }}
                  >
                    {label(record)}
                  </div>
                ))}
              </div>
              <p className="me-hint" role="status">
                {choices.status === 'waiting' && t('Type to Search..')}
                {choices.status === 'loading' && t('Loading..')}
                {choices.status === 'loaded' && records.length === 0 && t('no record found')}
                {choices.status === 'failed' && choices.message}
              </p>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </div>
  );
}

export const docpickerKind = defineFieldKind<References>('docpicker', {
  Editor: DocpickerEditor,
  // A reference is written as the ids it names; the server projects the rest when reading.
  toWire: (value) => (value?.length ? value.map(({ id }) => ({ id })) : null),
});

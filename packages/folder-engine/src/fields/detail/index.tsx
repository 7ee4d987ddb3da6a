import type { FieldDefinition, TxnDefinition } from '@muster/protocol';
import { useMemo, useState } from 'react';
import { type Column, DataGrid } from 'react-data-grid';
import { RowActionButtons } from '../../actions/RowActionButtons';
import { detailActionData, detailRowTxns, RowActions, rowActionPatch } from '../../actions/row-actions';
import { useRunAction } from '../../actions/use-run-action';
import { FieldList } from '../../form/FieldList';
import { useFolderForm } from '../../form/form-context';
import { newDetailRow } from '../../form/record-values';
import { rowKeyOf } from '../../form/validate';
import type { MessageKey } from '../../i18n/messages';
import { labelIn } from '../../i18n/translate';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { formattedValue } from '../shared/formatted-value';

type Row = Record<string, unknown>;

/** spec 000 §2: a detail grid is 200 px, 300 when the list is expanded, 150 when only read. */
export const detailGridHeight = (mode: string, expanded: boolean) =>
  expanded ? 300 : mode === 'read' ? 150 : 200;

/** Child rows in a grid; the chosen row is edited below it with its own rule state. */
function DetailEditor(props: FieldEditorProps<Row[] | null>) {
  const engine = useEngine();
  const form = useFolderForm();
  const { field, value, onChange, readOnly } = props;
  const children = field.fields ?? [];
  const rows = value ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const selectedIndex = rows.findIndex((row) => rowKeyOf(row) === selected);
  const parent = { ...props.row, id: form.recordId };
  const definition = engine.definition(form.folder);
  if (!definition) throw new Error(`Unknown folder ${form.folder}`);
  const rowActions = useMemo(
    () => new RowActions(definition.name, detailRowTxns(definition, field)).forEnv(engine.env),
    [definition, field, engine.env],
  );
  const runAction = useRunAction(definition);
  // Actions work on stored rows of a stored record; a row still being added has nothing to act on.
  const actionsFor = (row: Row) =>
    row.id === undefined || parent.id === undefined ? [] : rowActions.forRow(row, parent);
  const runRowAction = (txn: TxnDefinition, row: Row) => {
    const data = detailActionData(txn, row, children, (child, value) =>
      engine.kind(child.type).toWire(value, child),
    );
    if (typeof data === 'string') return engine.notify('error', engine.t(data));
    void runAction(txn, rowActionPatch(definition.name, row, { field: field.name, parent }, data));
  };

  const shown: FieldDefinition[] = (field.toShow ?? children.map((child) => child.name))
    .map((name) => children.find((child) => child.name === name))
    .filter((child): child is FieldDefinition => child !== undefined);
  const columns: Column<Row>[] = [
    ...shown.map((child) => ({
      key: child.name,
      name: labelIn(child.label, engine.locale),
      renderCell: ({ row, rowIdx }: { row: Row; rowIdx: number }) => {
        if (child.type === 'detail_actions')
          return <RowActionButtons actions={actionsFor(row)} onRun={(txn) => runRowAction(txn, row)} />;
        const text = child.format_expr
          ? formattedValue({ ...child, format_expr: child.format_expr }, row, {
              env: engine.env,
              folder: definition.name,
              t: engine.t,
            })
          : engine.kind(child.type).format(row[child.name], {
              locale: engine.locale,
              timeZone: engine.timeZone,
              folders: engine.definition,
            });
        // a row's missing or refused value is marked in its cell, not only by the save's notice
        const problem = form.showProblems
          ? form.problems.get(`${field.name}.${rowIdx}.${child.name}`)
          : undefined;
        if (!problem) return text;
        return (
          <span className="me-cell-problem" aria-invalid="true">
            {text || engine.t(problem as MessageKey)}
          </span>
        );
      },
    })),
    {
      key: '__actions',
      name: '',
      width: 160,
      renderCell: ({ row }: { row: Row }) => (
        <span className="me-row-actions">
          <button
            type="button"
            className="me-button me-button-quiet"
            onClick={() => setSelected(rowKeyOf(row))}
          >
            {engine.t(readOnly ? 'View row' : 'Edit row')}
          </button>
          {!readOnly && (
            <button
              type="button"
              className="me-button me-button-quiet"
              onClick={() => {
                onChange(rows.filter((other) => other !== row));
                if (selected === rowKeyOf(row)) setSelected(null);
              }}
            >
              {engine.t('Remove row')}
            </button>
          )}
        </span>
      ),
    },
  ];

  const selectedRow = rows[selectedIndex];
  return (
    <div id={props.id} className="me-detail">
      <DataGrid
        className="rdg-light me-grid"
        columns={columns}
        rows={rows}
        rowKeyGetter={rowKeyOf}
        rowHeight={40}
        style={{ height: detailGridHeight(form.mode, form.expanded) }}
        onCellClick={({ row }) => setSelected(rowKeyOf(row))}
      />
      {!readOnly && (
        <button
          type="button"
          className="me-button"
          onClick={() => {
            const row = newDetailRow(field, { ...form.scope, parent }, form.folder, engine.kind);
            onChange([...rows, row]);
            setSelected(rowKeyOf(row));
          }}
        >
          {engine.t('Add row')}
        </button>
      )}
      {selectedRow && (
        <fieldset className="me-detail-row">
          <legend>
            {labelIn(field.label, engine.locale)} {selectedIndex + 1}
          </legend>
          <FieldList
            fields={children}
            states={form.checker
              .childChecker(field.name, rowKeyOf(selectedRow))
              .rules.evaluate({ ...form.scope, parent, row: selectedRow })}
            values={selectedRow}
            prefix={`${field.name}.${selectedIndex}.`}
          />
          <button type="button" className="me-button" onClick={() => setSelected(null)}>
            {engine.t('Done')}
          </button>
        </fieldset>
      )}
    </div>
  );
}

export const detailKind = defineFieldKind<Row[] | null>('detail', {
  Editor: DetailEditor,
  isEmpty: (rows) => !rows?.length,
  // Its rows' rules read `parent`, the record around them.
  readsRecord: true,
});

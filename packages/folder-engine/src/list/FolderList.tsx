import {
  bulkUploadTemplateTxn,
  type ExportedFile,
  type FieldDefinition,
  type FolderDefinition,
  folderExportTxn,
  folderWriteTxn,
  formatReference,
  type Locale,
  listColumnFields,
  mayPickBusinesses,
  orderPath,
  type TxnDefinition,
} from '@muster/protocol';
import { useMemo, useRef, useState } from 'react';
import { type Column, DataGrid, SelectColumn, type SortColumn } from 'react-data-grid';
import { actionParams } from '../actions/action-params';
import { actionSpec } from '../actions/action-spec';
import { asksForMonth } from '../actions/asks-month';
import { RowActionButtons } from '../actions/RowActionButtons';
import { baseRowTxns, RowActions } from '../actions/row-actions';
import { type AskedValues, useActionConfirmation } from '../actions/use-action-confirmation';
import { useRunAction } from '../actions/use-run-action';
import { BulkUploadDialog } from '../dialogs/BulkUploadDialog';
import { DeleteConfirmation } from '../dialogs/DeleteConfirmation';
import { DependentRecordsDialog } from '../dialogs/DependentRecordsDialog';
import { MonthPickerDialog } from '../dialogs/MonthPickerDialog';
import { formattedValue } from '../fields/shared/formatted-value';
import { deletePatch } from '../form/patch';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useBusinessZone } from '../provider/business-zone';
import { useEngine } from '../provider/context';
import { notifyFailure } from '../provider/notify-failure';
import type { TxnResult } from '../transport/txn-client';
import { ActionsMenu } from './ActionsMenu';
import { actionRefusal, actsOnBusiness, mayBulkUpload, permittedActions } from './actions';
import { BusinessFilter } from './BusinessFilter';
import { columnOrder } from './column-order';
import { type DatePreset, datePresets, presetRange } from './date-presets';
import { EmptyList } from './EmptyList';
import { type ListQuery, listParams } from './list-query';
import { Pager } from './Pager';
import { defaultPageSize, pageDebounceMs, pageInfo, searchDebounceMs } from './paging';
import { ReferencedByMenu } from './ReferencedByMenu';
import { type ReferenceLink, referencingFields } from './referenced-by';
import { rowActionsWidth } from './row-actions-width';
import { searchPaths } from './search-paths';
import { useListPage } from './use-list-page';

type Row = Record<string, unknown>;

export interface FolderListProps {
  folder: string;
  /** A row was clicked: the host opens its update tab (spec 000 §2). */
  onRowClick?: (row: Row) => void;
  /** An action with a form (create, update) was chosen: the host opens the form. */
  onOpenForm?: (txn: TxnDefinition, row: Row | undefined) => void;
  /** The folder was exported: the host opens the file. */
  /** The file an 'Export Folder' made: the host opens it as a download. */
  onExported?: (file: ExportedFile) => void;
  /**
   * A row's referenced-by link was chosen: the host opens the referring folder's list with
   * `filters={[referenceFilter(link, row.id)]}` (spec 000 §2). Without it the links are hidden.
   */
  onReferencedBy?: (link: ReferenceLink, row: Row) => void;
  /** Filters always applied, such as a referenced-by list's. */
  filters?: ListQuery['fixed'];
  /**
   * The business the list opens on (its handle), picked in the business filter as if the user
   * had: a link to a contractor's record (the principal employer's compliance finding). The
   * user may pick another; omitted or null, the user's own business.
   */
  business?: string | null;
  /**
   * An action (not a form's, not a delete) succeeded: the host may show what it answered,
   * such as a device key shown once.
   */
  onActionDone?: (txn: TxnDefinition, result: TxnResult) => void;
}

/** Types a list cell cannot show in one line. */
const rowId = (row: Row) => String(row.id);
const noFilters: ListQuery['fixed'] = [];
const referencedByKey = '__referenced_by';

/** The order a clicked header asks for, else the newest records first. */
function sortOrder(
  definition: FolderDefinition,
  sortColumns: readonly SortColumn[],
  locale: Locale,
): ListQuery['orderBy'] {
  const [sort] = sortColumns;
  const field = sort && definition.fields.find((candidate) => candidate.name === sort.columnKey);
  const path = field && orderPath(field, locale);
  if (!sort || !path) return [{ path: 'creation_date', dir: 'desc' }];
  return [{ path, dir: sort.direction === 'ASC' ? 'asc' : 'desc' }];
}

/** Any folder's paged, searchable, filterable list with its actions (spec 000 §2 "Folder list tab"). */
export function FolderList({
  folder,
  onRowClick,
  onOpenForm,
  onExported,
  onReferencedBy,
  filters = noFilters,
  onActionDone,
  business = null,
}: FolderListProps) {
  const engine = useEngine();
  const { t, locale, env, client, notify } = engine;
  const definition = engine.definition(folder);
  if (!definition) throw new Error(`Unknown folder ${folder}`);

  const [search, setSearch] = useState('');
  const [datesShown, setDatesShown] = useState(false);
  const [preset, setPreset] = useState<DatePreset | null>(null);
  // the business a link opens on, where the filter could pick it: the own business is no pick
  const [partner, setPartner] = useState<string | null>(() =>
    business && business !== env.swhandle && definition.partnerScoped && mayPickBusinesses(env)
      ? business
      : null,
  );
  // the days of the business whose rows are shown: the picked one's, not the signed-in one's
  const timeZone = useBusinessZone(partner ? { path: 'sw_handle', value: partner } : null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  /** The column a header click sorts by; newest first until one is clicked. */
  const [sortColumns, setSortColumns] = useState<readonly SortColumn[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  /** An action waiting for its month ('Please select month'), with the rows it is for. */
  const [monthFor, setMonthFor] = useState<{ txn: TxnDefinition; rows: readonly Row[] } | null>(null);
  const [deleting, setDeleting] = useState<{
    txn: TxnDefinition;
    ids: string[];
    stage: 'confirm' | 'dependent';
  } | null>(null);
  const settledSearch = useDebouncedValue(search, searchDebounceMs);
  const settledPage = useDebouncedValue(page, pageDebounceMs);

  const searchIn = useMemo(
    () => searchPaths(definition, (name) => engine.definition(name)),
    [definition, engine],
  );
  const query: ListQuery = {
    search: settledSearch,
    searchIn,
    dates: datesShown && preset ? presetRange(preset, new Date(), timeZone) : null,
    partner,
    page: settledPage,
    pageSize,
    orderBy: sortOrder(definition, sortColumns, locale),
    fixed: filters,
  };
  const list = useListPage(definition, query);
  const links = useMemo(
    () =>
      referencingFields(
        folder,
        engine.folderNames.map((name) => engine.definition(name)).filter((found) => found !== undefined),
      ),
    [engine, folder],
  );

  const rowActions = useMemo(
    () => new RowActions(folder, baseRowTxns(definition)).forEnv(env),
    [folder, definition, env],
  );
  const runAction = useRunAction(definition);
  const { confirmFirst, dialog: confirmation } = useActionConfirmation(definition);
  const actionsField = definition.fields.find((field) => field.type === 'base_row_actions');
  // The memoised columns call the latest handler, which reads this render's state.
  const rowActionRef = useRef<(txn: TxnDefinition, row: Row) => void>(() => undefined);

  const columns = useMemo<Column<Row>[]>(() => {
    const cell = (field: FieldDefinition) => (row: Row) =>
      field.format_expr
        ? formattedValue({ ...field, format_expr: field.format_expr }, row, { env, folder, t })
        : engine.kind(field.type).format(row[field.name], {
            locale,
            timeZone,
            folders: engine.definition,
          });
    return [
      SelectColumn,
      ...(onReferencedBy && links.length
        ? [
            {
              key: referencedByKey,
              name: <span className="me-visually-hidden">{t('Referenced by')}</span>,
              width: 48,
              // Frozen so the links stay in reach on wide folders.
              frozen: true,
              renderCell: ({ row }: { row: Row }) => (
                <ReferencedByMenu links={links} onChoose={(link) => onReferencedBy(link, row)} />
              ),
            },
          ]
        : []),
      ...columnOrder(listColumnFields(definition)).map((field) => {
        const text = cell(field);
        return {
          key: field.name,
          name: labelIn(field.label, locale),
          // as wide as the longest value shown, within bounds: a code stays narrow, an address wraps no row
          width: 'max-content',
          minWidth: 80,
          maxWidth: 320,
          sortable: orderPath(field, locale) !== null,
          renderCell: ({ row }: { row: Row }) => text(row),
        };
      }),
      ...(actionsField
        ? [
            {
              key: actionsField.name,
              name: labelIn(actionsField.label, locale),
              // as wide as the most buttons a row can show: a default width clipped the last
              // ones off the grid (an invoice's 'Upload Documents' could not be clicked)
              width: rowActionsWidth(baseRowTxns(definition).map((txn) => labelIn(txn.label, locale))),
              renderCell: ({ row }: { row: Row }) => (
                <RowActionButtons
                  actions={rowActions
                    .forRow(row)
                    .filter((txn) => actsOnBusiness(definition, txn, env, partner))}
                  onRun={(txn) => rowActionRef.current(txn, row)}
                />
              ),
            },
          ]
        : []),
    ];
  }, [
    definition,
    engine,
    env,
    folder,
    locale,
    links,
    onReferencedBy,
    t,
    actionsField,
    rowActions,
    partner,
    timeZone,
  ]);

  const unfiltered = !settledSearch.trim() && !query.dates && filters.length === 0;
  const createAction = permittedActions(definition, env, partner).find((txn) => txn.op === 'C' && txn.form);
  const selectedRows = list.rows.filter((row) => selected.has(rowId(row)));
  const refuse = (message: MessageKey) => {
    setNotice(t(message));
    notify('error', t(message));
  };
  const failed = (error: unknown) => notifyFailure(notify, error);

  const run = async (
    txn: TxnDefinition,
    rows: readonly Row[],
    month?: { month: number; year: number },
    values?: AskedValues,
  ) => {
    const result = await runAction(
      txn,
      { ...actionParams(definition, txn, rows, values), ...month },
      partner,
    );
    if (result) onActionDone?.(txn, result);
    return result;
  };
  const runOnRows = async (txn: TxnDefinition, values: AskedValues) => {
    if (asksForMonth(actionSpec(definition, txn))) return setMonthFor({ txn, rows: selectedRows });
    if (await run(txn, selectedRows, undefined, values)) setSelected(new Set());
  };

  const onAction = (txn: TxnDefinition) => {
    setNotice(null);
    const refusal = actionRefusal(definition, txn, selectedRows, env);
    if (refusal) return refuse(refusal);
    if (txn.op === 'D') return setDeleting({ txn, ids: selectedRows.map(rowId), stage: 'confirm' });
    if (txn.form) return onOpenForm?.(txn, selectedRows[0]);
    confirmFirst(txn, selectedRows, (values) => void runOnRows(txn, values));
  };

  /** A row's own button: that row is the selection, and its permission already held. */
  const onRowAction = (txn: TxnDefinition, row: Row) => {
    setNotice(null);
    if (txn.op === 'D') return setDeleting({ txn, ids: [rowId(row)], stage: 'confirm' });
    if (txn.form) return onOpenForm?.(txn, row);
    if (asksForMonth(actionSpec(definition, txn))) return setMonthFor({ txn, rows: [row] });
    confirmFirst(txn, [row], (values) => void run(txn, [row], undefined, values));
  };
  rowActionRef.current = onRowAction;

  const runDelete = async (dependentToo: boolean) => {
    if (!deleting) return;
    try {
      await client.call(folderWriteTxn(folder, 'D', definition.foldertype, deleting.txn.name), {
        ...deletePatch(folder, deleting.ids),
        deleteDependent: dependentToo,
      });
      notify('success', t('Deleted'));
      setDeleting(null);
      setSelected(new Set());
      engine.folderChanged(folder);
    } catch (error) {
      // spec 000 §8: a refused delete shows the dependent-record dialog.
      if (!dependentToo) setDeleting({ ...deleting, stage: 'dependent' });
      failed(error);
    }
  };

  const exportFolder = async () => {
    notify('info', t('exporting folder...'));
    try {
      // the list as shown: its filters and order, every page
      const { filters: shown, orderBy } = listParams(query);
      const result = await client.call(
        folderExportTxn(folder, definition.foldertype),
        { swhandle: env.swhandle, filters: shown, orderBy, language: locale },
        partner ? { target_swhandle: partner } : {},
      );
      const [file] = result.records;
      if (file) onExported?.(file);
      notify('success', t('Done'));
    } catch (error) {
      failed(error);
    }
  };

  const downloadTemplate = async () => {
    try {
      const result = await client.call(bulkUploadTemplateTxn, { folder, language: locale });
      const [file] = result.records;
      if (file) onExported?.(file);
    } catch (error) {
      failed(error);
    }
  };

  const resetPage = () => {
    setPage(0);
    setSelected(new Set());
  };
  const info = pageInfo(settledPage, pageSize, list.total, list.rows.length);
  const recordLabel = (row: Row | undefined) =>
    row ? formatReference([{ ...row, id: rowId(row) }], { locale }) : '';

  return (
    <section className="me-list" aria-label={labelIn(definition.label, locale)} aria-busy={list.loading}>
      <div className="me-toolbar">
        <ActionsMenu
          actions={permittedActions(definition, env, partner)}
          onAction={onAction}
          onExport={() => void exportFolder()}
          // an upload writes into the user's own business, not one the business filter picked
          {...(partner === null &&
            mayBulkUpload(definition, env) && {
              bulk: { onUpload: () => setUploading(true), onTemplate: () => void downloadTemplate() },
            })}
        />
        {definition.partnerScoped && mayPickBusinesses(env) && (
          <BusinessFilter
            value={partner}
            onChange={(id) => {
              setPartner(id);
              resetPage();
            }}
          />
        )}
        <label className="me-toggle">
          <input
            type="checkbox"
            checked={datesShown}
            onChange={(event) => setDatesShown(event.target.checked)}
          />
          {t('Date filters')}
        </label>
        <input
          className="me-input me-search"
          type="search"
          placeholder={t('Search List...')}
          aria-label={t('Search List...')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            resetPage();
          }}
        />
      </div>
      {datesShown && (
        <fieldset className="me-presets">
          <legend className="me-visually-hidden">{t('Date filters')}</legend>
          {datePresets.map((name) => (
            <button
              key={name}
              type="button"
              className="me-button me-button-quiet"
              aria-pressed={preset === name}
              onClick={() => {
                setPreset(preset === name ? null : name);
                resetPage();
              }}
            >
              {t(name)}
            </button>
          ))}
        </fieldset>
      )}
      {notice && (
        <p className="me-notice me-notice-error" role="alert">
          {notice}
        </p>
      )}
      <DataGrid
        // the grid measures its max-content columns once: measured before the first rows
        // came, every column stayed as wide as its header and cut the names off
        key={list.rows.length ? 'rows' : 'empty'}
        className="rdg-light me-grid"
        columns={columns}
        rows={list.rows}
        rowKeyGetter={rowId}
        rowHeight={40}
        sortColumns={sortColumns}
        onSortColumnsChange={(columns) => {
          setSortColumns(columns.slice(-1));
          resetPage();
        }}
        selectedRows={selected}
        onSelectedRowsChange={setSelected}
        onCellClick={({ row, column }) =>
          column.key !== SelectColumn.key &&
          column.key !== referencedByKey &&
          column.key !== actionsField?.name &&
          onRowClick?.(row)
        }
        renderers={{
          noRowsFallback: (
            <EmptyList
              folderLabel={labelIn(definition.label, locale)}
              // only a list showing everything is empty for want of records, not of a match
              create={unfiltered && !list.loading ? createAction : undefined}
              onCreate={onAction}
            />
          ),
        }}
      />
      <Pager
        info={info}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          resetPage();
        }}
      />
      {confirmation}
      <DeleteConfirmation
        open={deleting?.stage === 'confirm'}
        count={deleting?.ids.length ?? 0}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void runDelete(false)}
      />
      <DependentRecordsDialog
        open={deleting?.stage === 'dependent'}
        folderLabel={labelIn(definition.label, locale)}
        records={(deleting?.ids ?? []).map((id) => ({
          id,
          label: recordLabel(list.rows.find((row) => rowId(row) === id)),
        }))}
        onRemove={(id) =>
          deleting && setDeleting({ ...deleting, ids: deleting.ids.filter((other) => other !== id) })
        }
        onCancel={() => setDeleting(null)}
        onDeleteAnyway={() => void runDelete(true)}
      />
      {monthFor && (
        <MonthPickerDialog
          open
          actionLabel={labelIn(monthFor.txn.label, locale)}
          onCancel={() => setMonthFor(null)}
          onPick={(month) => {
            setMonthFor(null);
            void run(monthFor.txn, monthFor.rows, month);
          }}
        />
      )}
      {uploading && (
        <BulkUploadDialog
          open
          taskName={`${t('Bulk Upload')}: ${labelIn(definition.label, locale)}`}
          folder={folder}
          onClose={() => {
            setUploading(false);
            engine.folderChanged(folder);
          }}
        />
      )}
    </section>
  );
}

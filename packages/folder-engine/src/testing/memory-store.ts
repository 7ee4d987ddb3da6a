import {
  businessesListTxn,
  folderTxnMessages,
  type LoctextValue,
  listParamsSchema,
  pickLocale,
  type Txn,
} from '@muster/protocol';
import { nanoid } from 'nanoid';
import type { PatchRow } from '../form/patch';
import { TxnFailure, type TxnResult } from '../transport/txn-client';

type Row = Record<string, unknown>;
interface Filter {
  path: string;
  operator: string;
  value: unknown;
  joinop?: 'and' | 'or';
}
interface FilterGroup {
  filterInput: (Filter | FilterGroup)[];
  joinop?: 'and' | 'or';
}

/** Reads a dotted path through objects and through the first record of reference lists. */
function readPath(row: unknown, path: string): unknown {
  let value = row;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = value[0];
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Row)[key];
  }
  return Array.isArray(value) && value.length === 1 && typeof value[0] !== 'object' ? value[0] : value;
}

/** What a row is ordered by: a text in several languages by its English, as the server orders for an English reader. */
const orderText = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? pickLocale(value as LoctextValue, 'eng')
    : String(value ?? '');

const comparable = (value: unknown) =>
  Array.isArray(value) && value[0] && typeof value[0] === 'object' ? (value[0] as Row).id : value;

function matches(row: Row, { path, operator, value }: Filter): boolean {
  const actual = comparable(readPath(row, path));
  switch (operator) {
    case '=':
      // A flag never set reads false, as the deleted column's default does.
      return (actual ?? false) === value;
    case '!=':
      return actual !== value;
    case 'ilike': {
      // as the server: the raw term anywhere in the text, % and _ meaning themselves, any case;
      // a text in several languages (no language in the path) matches in any of them
      const term = String(value).toLowerCase();
      const texts =
        actual !== null && typeof actual === 'object' ? Object.values(actual as Row) : [actual ?? ''];
      return texts.some((text) => String(text).toLowerCase().includes(term));
    }
    case 'in':
      return Array.isArray(value) && value.includes(actual);
    case 'between': {
      const [from, to] = value as [string, string];
      const [start, end] = Array.isArray(actual) ? (actual as string[]) : [actual, actual];
      return String(start) < String(to) && String(end ?? start) >= String(from);
    }
    default:
      throw new TxnFailure(`unknown operator ${operator}`, 'list');
  }
}

/** As the server folds a group: left to right, each item joined by its own joinop, else its group's, else and. */
function matchesGroup(row: Row, { filterInput, joinop: groupJoin }: FilterGroup): boolean {
  return (
    filterInput.reduce<boolean | null>((before, item) => {
      const itself = 'filterInput' in item ? matchesGroup(row, item) : matches(row, item);
      if (before === null) return itself;
      return (item.joinop ?? groupJoin ?? 'and') === 'or' ? before || itself : before && itself;
    }, null) ?? true
  );
}

/**
 * An in-memory implementation of the server's generic folder txns (list with filters, paging
 * and row count; create, update and delete through patch lists), for stories and tests.
 */
export class MemoryStore {
  readonly folders = new Map<string, Row[]>();
  /** Every txn run, newest last, so tests can see what the engine sent. */
  readonly log: Txn[] = [];

  constructor(seed: Record<string, Row[]>) {
    for (const [folder, rows] of Object.entries(seed))
      this.folders.set(
        folder,
        rows.map((row) => ({ ...row })),
      );
  }

  rows(folder: string): Row[] {
    let rows = this.folders.get(folder);
    if (!rows) {
      rows = [];
      this.folders.set(folder, rows);
    }
    return rows;
  }

  run(txn: Txn): TxnResult<Row> {
    this.log.push(txn);
    const action = txn.name.slice(`txn_${txn.folder}_`.length);
    const params = (txn.params ?? {}) as Row;
    // the businesses a user may view: every partner (the store serves a principal employer's user)
    if (txn.name === businessesListTxn.name) return this.#list('partners', params, undefined);
    if (action === 'list') return this.#list(txn.folder, params, txn.target_swhandle);
    if (action === 'export') return { records: [], message: '', data: {}, filename: `${txn.folder}.xlsx` };
    // named actions are not applied in memory, so no record has a workflow history
    if (action === 'history') return { records: [], message: '', data: {} };
    const patchRows = (params.rows ?? []) as PatchRow[];
    if (params.baseFolder !== txn.folder) throw new TxnFailure('Please provide baseFolder id', txn.name);
    if (!params.deleteDependent)
      for (const row of patchRows)
        if (row.op === 'D' && this.#isReferenced(row.key))
          throw new TxnFailure('record has dependent records', txn.name);
    const records = patchRows.map((row) => this.#apply(txn.folder, row, txn.name));
    return { records, message: '', data: {} };
  }

  /** A list; `target` (a business's handle) keeps the rows of that business, as the server's scope does. */
  #list(folder: string, raw: Row, target: string | undefined): TxnResult<Row> {
    // the list's own declaration checks the params, as the server's runner does
    const parsed = listParamsSchema.safeParse(raw);
    if (!parsed.success) throw new TxnFailure(folderTxnMessages.invalidListParams, `txn_${folder}_list`);
    const params = parsed.data;
    const filters = (params.filters ?? { filterInput: [] }) as FilterGroup;
    const business = target && this.rows('partners').find((partner) => partner.sw_handle === target)?.id;
    const inBusiness = (row: Row) =>
      !target || !('partners_id' in row) || readPath(row, 'partners_id.id') === business;
    // Deleted rows are kept but never listed, as on the server.
    const ordered = this.rows(folder).filter(
      (row) => row.deleted !== true && inBusiness(row) && matchesGroup(row, filters),
    );
    const [order] = params.orderBy;
    if (order)
      ordered.sort((a, b) => {
        const left = orderText(readPath(a, order.path));
        const right = orderText(readPath(b, order.path));
        return (order.dir === 'desc' ? -1 : 1) * left.localeCompare(right);
      });
    const { offset, limit } = params;
    return {
      records: ordered.slice(offset, offset + limit),
      ...(params.getRowCount ? { rowCount: ordered.length } : {}),
      message: '',
      data: {},
    };
  }

  /** Whether any stored row refers to the id (a reference list holding it), as a foreign key would. */
  #isReferenced(id: string): boolean {
    const refersTo = (value: unknown) =>
      Array.isArray(value) &&
      value.some((item) => item && typeof item === 'object' && (item as Row).id === id);
    return [...this.folders.values()].some((rows) => rows.some((row) => Object.values(row).some(refersTo)));
  }

  #apply(folder: string, patch: PatchRow, txnName: string): Row {
    const rows = this.rows(folder);
    if (patch.op === 'C') {
      const row = {
        id: nanoid(),
        deleted: false,
        last_modified: new Date().toISOString(),
        ...flatten(patch.data),
      };
      rows.push(row);
      return row;
    }
    if (!patch.key) throw new TxnFailure('Please provide key with update operation', txnName);
    const index = rows.findIndex((row) => row.id === patch.key);
    if (index < 0) throw new TxnFailure('record not found', txnName);
    if (patch.op === 'D') return rows.splice(index, 1)[0] as Row;
    const updated = { ...rows[index], ...flatten(patch.data), last_modified: new Date().toISOString() };
    rows[index] = updated;
    return updated;
  }
}

/** Nested detail patches become the stored child rows (creates kept, their data unwrapped). */
function flatten(data: Row): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(data))
    row[key] =
      Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'op' in item)
        ? (value as PatchRow[])
            .filter((item) => item.op !== 'D')
            .map((item) => ({
              id: 'key' in item ? item.key : nanoid(),
              ...('data' in item ? flatten(item.data) : {}),
            }))
        : value;
  return row;
}

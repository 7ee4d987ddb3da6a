import type { Txn } from '@muster/protocol';
import { nanoid } from 'nanoid';
import type { PatchRow } from '../form/patch';
import { TxnFailure, type TxnResult } from '../transport/txn-client';

type Row = Record<string, unknown>;
interface Filter {
  path: string;
  operator: string;
  value: unknown;
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
      const pattern = String(value).toLowerCase().replaceAll('%', '');
      return String(actual ?? '')
        .toLowerCase()
        .includes(pattern);
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
    if (action === 'list') return this.#list(txn.folder, params);
    if (action === 'export') return { records: [], message: '', data: {}, filename: `${txn.folder}.xlsx` };
    const patchRows = (params.rows ?? []) as PatchRow[];
    if (params.baseFolder !== txn.folder) throw new TxnFailure('Please provide baseFolder id', txn.name);
    if (!params.deleteDependentData)
      for (const row of patchRows)
        if (row.op === 'D' && this.#isReferenced(row.key))
          throw new TxnFailure('record has dependent records', txn.name);
    const records = patchRows.map((row) => this.#apply(txn.folder, row, txn.name));
    return { records, message: '', data: {} };
  }

  #list(folder: string, params: Row): TxnResult<Row> {
    const filters = ((params.filters as { filterInput?: Filter[] } | undefined)?.filterInput ??
      []) as Filter[];
    // Deleted rows are kept but never listed, as on the server.
    const ordered = this.rows(folder).filter(
      (row) => row.deleted !== true && filters.every((filter) => matches(row, filter)),
    );
    const order = (params.orderBy as { path: string; dir: 'asc' | 'desc' }[] | undefined)?.[0];
    if (order)
      ordered.sort((a, b) => {
        const left = String(readPath(a, order.path) ?? '');
        const right = String(readPath(b, order.path) ?? '');
        return (order.dir === 'desc' ? -1 : 1) * left.localeCompare(right);
      });
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 50);
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

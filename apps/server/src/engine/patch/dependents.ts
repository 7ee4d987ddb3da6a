import { childTableName, type FolderDefinition, referencedFolder } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { Catalogue } from '../catalogue/index.js';
import { softDelete } from './json-rows.js';

type Db = Kysely<Database>;

/** A live record of another folder that refers to a record being deleted. */
export interface Dependent {
  folder: string;
  id: string;
  /** The field holding the reference, as a path (`leave_days.leave_types_id` for a detail). */
  field: string;
}

interface Referrer {
  folder: string;
  /** The detail holding the reference, when it sits in child rows. */
  detail?: string;
  column: string;
  multiple: boolean;
}

const referrerIndex = new WeakMap<Catalogue, Map<string, Referrer[]>>();

/** For each folder, every column of the catalogue (top level or in a detail) that refers to it. */
function referrersOf(catalogue: Catalogue, target: string): Referrer[] {
  let index = referrerIndex.get(catalogue);
  if (!index) {
    index = new Map();
    const add = (referred: string | undefined, referrer: Referrer) => {
      if (!referred) return;
      index?.set(referred, [...(index.get(referred) ?? []), referrer]);
    };
    for (const folder of catalogue.folders.values() as Iterable<FolderDefinition>) {
      // Rows the server computes (attendance) follow their sources: a write's recompute
      // re-derives them, so they never hold a deletion back.
      if (folder.foldertype === 'mviews') continue;
      for (const field of folder.fields) {
        if (field.fieldOnlyView) continue;
        if (field.type === 'detail')
          for (const child of field.fields ?? [])
            add(referencedFolder(child), {
              folder: folder.name,
              detail: field.name,
              column: child.name,
              multiple: Boolean(child.is_multiple),
            });
        else
          add(referencedFolder(field), {
            folder: folder.name,
            column: field.name,
            multiple: Boolean(field.is_multiple),
          });
      }
    }
    referrerIndex.set(catalogue, index);
  }
  return index.get(target) ?? [];
}

// A dialog lists the dependents; past this many per field, more rows say nothing new.
const listedPerField = 50;

/** Live records of other folders (and other rows of the same folder) that refer to `ids`. */
export async function findDependents(
  db: Db,
  catalogue: Catalogue,
  folder: string,
  ids: readonly string[],
  limit: number | null = listedPerField,
): Promise<Dependent[]> {
  const found: Dependent[] = [];
  for (const referrer of referrersOf(catalogue, folder)) {
    const column = sql.ref(`${referrer.detail ? 'c' : 'p'}.${referrer.column}`);
    const refers = referrer.multiple
      ? sql`${column} && ${[...ids]}::uuid[]`
      : sql`${column} = any(${[...ids]}::uuid[])`;
    const from = referrer.detail
      ? sql`${sql.table(referrer.folder)} as p join ${sql.table(childTableName(referrer.folder, referrer.detail))} as c on c.parent_id = p.id`
      : sql`${sql.table(referrer.folder)} as p`;
    const rows = await sql<{ id: string }>`
      select distinct p.id from ${from}
      where not p.deleted and ${refers} and not (p.id = any(${[...ids]}::uuid[]))
      ${limit === null ? sql`` : sql`limit ${limit}`}`.execute(db);
    const field = referrer.detail ? `${referrer.detail}.${referrer.column}` : referrer.column;
    for (const row of rows.rows) found.push({ folder: referrer.folder, id: row.id, field });
  }
  return found;
}

/**
 * Soft-deletes the records that depend on `ids`, and theirs in turn, until none is left:
 * the delete-dependent flag removes everything the deletion would leave pointing nowhere.
 */
export async function deleteDependents(
  db: Db,
  catalogue: Catalogue,
  folder: string,
  ids: readonly string[],
): Promise<Dependent[]> {
  const removed: Dependent[] = [];
  let wave = new Map([[folder, [...ids]]]);
  while (wave.size) {
    const next = new Map<string, string[]>();
    for (const [referred, referredIds] of wave)
      for (const dependent of await findDependents(db, catalogue, referred, referredIds, null)) {
        const known = next.get(dependent.folder) ?? [];
        if (known.includes(dependent.id)) continue;
        next.set(dependent.folder, [...known, dependent.id]);
        removed.push(dependent);
      }
    for (const [dependentFolder, dependentIds] of next) await softDelete(db, dependentFolder, dependentIds);
    wave = next;
  }
  return removed;
}

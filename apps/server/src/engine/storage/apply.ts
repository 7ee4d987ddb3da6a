import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { migrationNames } from '../../platform/db/migrate.js';
import type { Database } from '../../platform/db/schema.js';
import type { Catalogue } from '../catalogue/index.js';
import { type ExistingStorage, planStorage, type StorageStatement } from './plan.js';
import { type TablePlan, tablesOf } from './tables.js';

// Any fixed number: serialises DDL of instances booting together on one PostgreSQL.
const ddlLockKey = 4_204_2026;

const rowBase = (creationDefault: RawBuilder<unknown>) => sql`
  id uuid primary key default gen_random_uuid(),
  deleted boolean not null default false,
  creation_date timestamptz not null default ${creationDefault},
  last_modified timestamptz not null default now()`;

/** One statement as SQL; names come from the validated catalogue, types from a closed list. */
export function statementSql(statement: StorageStatement): RawBuilder<unknown> {
  switch (statement.kind) {
    case 'createTable':
      return statement.parent
        ? // detail rows list in the order they were written, also when one transaction writes several
          sql`create table if not exists ${sql.table(statement.table)} (${rowBase(sql`clock_timestamp()`)},
            parent_id uuid not null references ${sql.table(statement.parent)} (id) on delete cascade)`
        : sql`create table if not exists ${sql.table(statement.table)} (${rowBase(sql`now()`)})`;
    case 'addColumn':
      return sql`alter table ${sql.table(statement.table)} add column if not exists ${sql.id(statement.column)} ${sql.raw(statement.type)}`;
    case 'createIndex':
      return sql`create index if not exists ${sql.id(statement.name)} on ${sql.table(statement.table)} using ${sql.raw(statement.method)} (${sql.join(statement.columns.map((column) => sql.id(column)))})${statement.live ? sql` where not deleted` : sql``}`;
    case 'createAuditTrigger':
      // trigger arguments are literals; the names come from the validated catalogue
      return sql`create or replace trigger ${sql.id(statement.name)} after insert or update or delete on ${sql.table(statement.table)}
        for each row execute function audit_row(${sql.lit(statement.folder)}, ${sql.lit(statement.key)}, ${sql.lit(statement.part ?? '')})`;
  }
}

export async function readExistingStorage(
  db: Kysely<Database> | Transaction<Database>,
): Promise<ExistingStorage> {
  const columnRows = await sql<{ table_name: string; column_name: string; udt_name: string }>`
    select table_name, column_name, udt_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const columns = new Map<string, Map<string, string>>();
  for (const row of columnRows.rows) {
    const table = columns.get(row.table_name) ?? new Map<string, string>();
    table.set(row.column_name, row.udt_name);
    columns.set(row.table_name, table);
  }
  const indexRows = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema()`.execute(db);
  const triggerRows = await sql<{ tgname: string }>`
    select tgname from pg_trigger join pg_class on pg_class.oid = tgrelid
    where not tgisinternal and pg_class.relnamespace = current_schema()::regnamespace`.execute(db);
  return {
    columns,
    indexes: new Set(indexRows.rows.map((row) => row.indexname)),
    triggers: new Set(triggerRows.rows.map((row) => row.tgname)),
  };
}

/**
 * What the storage of `tables` is on a database migrated by this code: every statement the
 * plan would make on an empty database (so a new index rule changes it too) and the migrations.
 */
export function storageFingerprint(tables: readonly TablePlan[]): string {
  const everything = planStorage(tables, {
    columns: new Map(),
    indexes: new Set(),
    triggers: new Set(),
  }).statements;
  return createHash('sha256')
    .update(JSON.stringify({ statements: everything, migrations: migrationNames() }))
    .digest('hex');
}

/**
 * Brings the tables up to the catalogue in one transaction at boot, after migrations;
 * refuses to start when a column's stored type contradicts its definition. A database whose
 * storage fingerprint is the catalogue's already holds it: nothing is read or planned (the
 * tables are the catalogue's and the migrations' to change, never a hand's).
 */
export async function applyStorage(db: Kysely<Database>, catalogue: Catalogue): Promise<StorageStatement[]> {
  const tables = tablesOf(catalogue.folders.values());
  const fingerprint = storageFingerprint(tables);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ddlLockKey})`.execute(trx);
    const stored = await sql<{ fingerprint: string }>`select fingerprint from storage_fingerprint`.execute(
      trx,
    );
    if (stored.rows[0]?.fingerprint === fingerprint) return [];
    const plan = planStorage(tables, await readExistingStorage(trx));
    if (plan.problems.length)
      throw new Error(`Storage does not match the catalogue:\n${plan.problems.join('\n')}`);
    for (const statement of plan.statements) await statementSql(statement).execute(trx);
    await sql`delete from storage_fingerprint`.execute(trx);
    await sql`insert into storage_fingerprint (fingerprint) values (${fingerprint})`.execute(trx);
    return plan.statements;
  });
}

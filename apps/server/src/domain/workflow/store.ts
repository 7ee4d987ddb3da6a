import {
  childTableName,
  compileFolderWorkflow,
  compileWorkflow,
  type FolderDefinition,
  type Workflow,
} from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { workflowMessages } from './messages.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored workflows of a folder, by business; a text that no longer compiles is left out. */
export async function loadWorkflows(
  db: Db,
  folder: string,
  partnerIds: readonly string[],
): Promise<Map<string, Workflow>> {
  const found = new Map<string, Workflow>();
  if (!partnerIds.length) return found;
  const rows = await sql<{ partners_id: string; workflow_text: string | null }>`
    select partners_id, workflow_text from workflows
    where folder_name = ${folder} and partners_id = any(${partnerIds}::uuid[]) and not deleted`.execute(db);
  for (const row of rows.rows) {
    const compiled = compileWorkflow(row.workflow_text ?? '');
    if (compiled.ok) found.set(row.partners_id, compiled.workflow);
  }
  return found;
}

export interface SaveWorkflow {
  /** The folder (or `<folder>.<detail>`) as a definition of its fields. */
  subject: FolderDefinition;
  partnerId: string;
  text: string;
}

/**
 * Saves a business's workflow of a folder after compiling it against the folder: a text
 * with errors is refused with every issue, and so is one that drops a state records of the
 * business are in (which state, how many), so no record is stranded. The stored row is
 * locked while records are counted, so two saves cannot interleave.
 */
export async function saveWorkflow(db: Kysely<Database>, { subject, partnerId, text }: SaveWorkflow) {
  const compiled = compileFolderWorkflow(text, subject);
  if (!compiled.ok)
    throw new TxnError(`${workflowMessages.invalidWorkflow}: ${compiled.issues[0]?.message ?? ''}`, {
      issues: compiled.issues.map((issue) => issue.message),
    });
  const { workflow } = compiled;
  return db.transaction().execute(async (trx) => {
    const stored = await sql<{ id: string; workflow_text: string | null }>`
      select id, workflow_text from workflows
      where folder_name = ${subject.name} and partners_id = ${partnerId} and not deleted
      for update`.execute(trx);
    const before = stored.rows[0];
    const previous = before ? compileWorkflow(before.workflow_text ?? '') : null;
    const previousField = previous?.ok ? previous.workflow.field : workflow.field;
    const inUse = await statesInUse(trx, subject, partnerId, previousField, workflow.states);
    const [first] = inUse;
    if (first)
      throw new TxnError(`${workflowMessages.stateInUse}: ${first.state} (${first.count})`, {
        issues: inUse.map((use) => `${use.state} (${use.count})`),
      });
    if (before)
      await sql`update workflows set workflow_text = ${text}, last_modified = now() where id = ${before.id}`.execute(
        trx,
      );
    else
      await sql`insert into workflows (partners_id, folder_name, workflow_text)
        values (${partnerId}, ${subject.name}, ${text})`.execute(trx);
    return workflow;
  });
}

/**
 * The states the business's live records are in (by the field the workflow kept them in)
 * that `kept` leaves out, with their counts. A record with no state yet is in none.
 */
async function statesInUse(
  trx: Transaction<Database>,
  subject: FolderDefinition,
  partnerId: string,
  field: string,
  kept: readonly string[],
): Promise<{ state: string; count: number }[]> {
  if (!subject.fields.some((candidate) => candidate.name === field)) return [];
  const [folder = '', detail] = subject.name.split('.');
  const state = sql.ref(`${detail ? 'd' : 't'}.${field}`);
  const business = subject.partnerScoped ? sql`t.partners_id = ${partnerId}` : sql`true`;
  const from = detail
    ? sql`${sql.table(childTableName(folder, detail))} d join ${sql.table(folder)} t on t.id = d.parent_id and not d.deleted`
    : sql`${sql.table(folder)} t`;
  const rows = sql<{ state: string; count: string }>`select ${state} as state, count(*) as count
    from ${from}
    where ${business} and not t.deleted and ${state} is not null and ${state} <> all(${kept}::text[])
    group by 1 order by 1`;
  return (await rows.execute(trx)).rows.map((row) => ({ state: row.state, count: Number(row.count) }));
}

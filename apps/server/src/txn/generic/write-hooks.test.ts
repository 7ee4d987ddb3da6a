import { defaultBusinessTimeZone, type PatchParams, rankWith } from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyWorkflowAction } from '../../domain/workflow/apply.js';
import { deriveEnvironment } from '../../engine/auth/environment.js';
import type { Session } from '../../engine/auth/session.js';
import { type Catalogue, loadCatalogue } from '../../engine/catalogue/index.js';
import { createWriteHooks, type WriteHook, type WriteNote } from '../../engine/patch/write-hooks.js';
import { listScope } from '../../engine/scope/index.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import { TxnError } from '../../platform/refusal.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { runGenericWrite } from './write.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/** A hook of one folder that logs each step it runs and reports `note` after the patch. */
const logged = (log: string[], name: string, folder: string, rank = 0, note?: WriteNote): WriteHook => ({
  tester: rankWith(rank, (definition) => definition.name === folder),
  open: ({ definition }) => ({
    async before(_trx, patch) {
      log.push(`${name} before ${definition.name} (${patch.rows.length} row)`);
    },
    async after(_trx, _patch, written) {
      log.push(`${name} after (${written.length} written)`);
      return note;
    },
  }),
});

const recomputed: WriteNote = { key: '{{count}} attendance days recomputed', values: { count: 3 } };

describe.each(testDatabaseKinds)('the generic write runs the hooks its folder chooses, on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let catalogue: Catalogue;
  let session: Session;

  let reportingOfficer: Session;

  /** The session of one of the demo business's users, by code. */
  const signedIn = async (code: string): Promise<Session> => {
    const employee = await opened.db
      .selectFrom('employees')
      .innerJoin('partners', 'partners.id', 'employees.partners_id')
      .select(['employees.id', 'employees.code', 'employees.partners_id', 'employees.groups_id'])
      .where('employees.code', '=', code)
      .where('partners.sw_handle', '=', 'demo')
      .executeTakeFirstOrThrow();
    const partnersId = employee.partners_id ?? '';
    const env = await deriveEnvironment(opened.db, {
      ...employee,
      code: employee.code ?? '',
      partners_id: partnersId,
      sw_handle: 'demo',
      business_name: 'Demo',
      time_zone: defaultBusinessTimeZone,
    });
    return { employeesId: employee.id, partnersId, env };
  };

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    catalogue = await loadCatalogue(catalogueDir);
    session = await signedIn('admin');
    reportingOfficer = await signedIn('ro1');
  }, 600_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const shiftPatch = (code: string): PatchParams => ({
    baseFolder: 'shifts',
    rows: [{ op: 'C', data: { shift_code: code, name: { eng: code }, shift_time: [540, 1080] } }],
    deleteDependent: false,
  });
  const writeShift = (hooks: WriteHook[], code: string) =>
    runGenericWrite(
      {
        params: shiftPatch(code),
        session,
        txn: { name: 'txn_shifts_create', folder: 'shifts', client_props: { txn_op: 'C' } },
      },
      { db: opened.db, catalogue, writeHooks: createWriteHooks(...hooks) },
      catalogue.folders.get('shifts') ?? expect.unreachable('the catalogue has shifts'),
    );
  const storedShifts = async (code: string) =>
    (
      await sql<{ count: number }>`select count(*)::int as count from shifts
        where shift_code = ${code} and not deleted`.execute(opened.db)
    ).rows[0]?.count;

  it('runs every hook whose tester takes the folder, highest rank first, and carries their notes in the reply', async () => {
    const log: string[] = [];
    const reply = await writeShift(
      [
        logged(log, 'first', 'shifts', 0, recomputed),
        logged(log, 'of sites', 'sites'),
        logged(log, 'second', 'shifts'),
        logged(log, 'ranked', 'shifts', 5, { key: 'ranked note', values: {} }),
      ],
      'HOOKED',
    );
    expect(log).toEqual([
      'ranked before shifts (1 row)',
      'first before shifts (1 row)',
      'second before shifts (1 row)',
      'ranked after (1 written)',
      'first after (1 written)',
      'second after (1 written)',
    ]);
    expect(reply.records).toHaveLength(1);
    expect(reply.notes).toEqual([{ key: 'ranked note', values: {} }, recomputed]);
  });

  it('carries no notes when no hook reports one', async () => {
    const reply = await writeShift([logged([], 'quiet', 'shifts')], 'QUIET');
    expect(reply.records).toHaveLength(1);
    expect(reply).not.toHaveProperty('notes');
  });

  it('says a failure in the words of the hook that owns it, and writes nothing', async () => {
    const failing: WriteHook = {
      tester: rankWith(0, () => true),
      open: () => ({
        async after() {
          throw new Error('a constraint of the feature');
        },
      }),
    };
    const owning: WriteHook = {
      tester: rankWith(0, () => true),
      open: () => ({
        refusal: (error) =>
          error instanceof Error && error.message === 'a constraint of the feature'
            ? new TxnError('The feature refuses this shift')
            : null,
      }),
    };
    const refused = await writeShift([failing, owning], 'REFUSED').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TxnError);
    expect(refused).toHaveProperty('message', 'The feature refuses this shift');
    expect(await storedShifts('REFUSED')).toBe(0);
    // the same failure with no hook owning it reaches the caller as it is
    await expect(writeShift([failing], 'REFUSED')).rejects.toThrow('a constraint of the feature');
  });

  it('runs around a workflow move the hooks that follow moves, and carries their notes in its result', async () => {
    const leaves = catalogue.folders.get('leaves') ?? expect.unreachable('the catalogue has leaves');
    const { env } = reportingOfficer;
    const scope = listScope(leaves, env, undefined);
    const created = await sql<{ id: string }>`select id from leaves
      where leave_status = 'created' and not deleted order by id`.execute(opened.db);
    const log: string[] = [];
    const following: WriteHook = { ...logged(log, 'following', 'leaves', 0, recomputed), followsMoves: true };
    const writeHooks = createWriteHooks(following, logged(log, 'judging', 'leaves'));
    // the first created leave in the officer's subtree (a leave outside it refuses the move)
    let result: Awaited<ReturnType<typeof applyWorkflowAction>> | undefined;
    for (const { id } of created.rows) {
      result = await applyWorkflowAction(opened.db, {
        definition: leaves,
        action: 'approve',
        ids: [id],
        note: undefined,
        env,
        scope,
        targetSwhandle: undefined,
        writeHooks,
      }).catch(() => undefined);
      if (result) break;
    }
    expect(result?.moves).toHaveLength(1);
    // a hook that judges written fields (the leaves' own) leaves moves to the workflow
    expect(log).toEqual(['following before leaves (1 row)', 'following after (1 written)']);
    expect(result?.notes).toEqual([recomputed]);
  });
});

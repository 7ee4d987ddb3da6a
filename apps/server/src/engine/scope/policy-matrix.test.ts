import { randomUUID } from 'node:crypto';
import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  type BusinessSettings,
  employeeAnchor,
  type FolderDefinition,
  type FolderPolicy,
  granted,
  isPrincipalUser,
  mayActOnPicked,
  mayPickBusinesses,
  policyGaps,
  policyMessages,
  type ReplyFrame,
  type RowRule,
  rolesOf,
  subsectionAnchor,
  type Txn,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { type Catalogue, loadCatalogue } from '../catalogue/index.js';
import { listMessages } from '../lists/folder-list.js';
import { patchMessages } from '../patch/messages.js';
import { everyNamedTxn, policyRefusals, unwrittenTxns } from './testing/named-txns.js';

/**
 * The policy matrix (issue #13): every folder's list and every generic write, for every
 * demo user (the principal employer's admin, AO, RO, HR, DCO and an ordinary employee, and
 * each contractor's admin), on its own business, the principal's and each contractor's
 * (`target_swhandle`), checked against policy/policy.json: the rows (count and the first
 * page, ordered by id), every hidden field's value, a count filtered on a hidden field, and
 * for writes the refusal and that nothing changed; then every named txn (each declaration of
 * packages/protocol, each catalogue txn, each Export Folder) for every demo user on its own
 * business and on another, refused wherever the policy refuses it, changing nothing. The expected rows are worked out here
 * from each business's rows as that business's admin lists them (the plainest rule:
 * `business`, which the first case checks holds only that business's rows).
 */

type Row = Record<string, unknown>;
interface User {
  name: string;
  swhandle: string;
  code: string;
  session: string;
  env: BusinessEnv;
}

const businesses = ['demo', 'sunrise', 'shakti'];
const demoUsers = [
  ...['admin', 'ao1', 'ro1', 'hr1', 'dco1', 'emp1'].map((code) => ({ swhandle: 'demo', code })),
  { swhandle: 'sunrise', code: 'admin' },
  { swhandle: 'shakti', code: 'admin' },
];
const pageSize = 200;
const byId = (a: Row, b: Row) => String(a.id).localeCompare(String(b.id));
const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => String((item as Row).id)) : [];

describe.each(testDatabaseKinds)('the read/write policy over the channel on %s', (kind) => {
  let running: TestServer;
  let catalogue: Catalogue;
  const users: User[] = [];
  const channels = new Map<string, TestChannel>();
  /** Each business's id by handle. */
  const partnerIds = new Map<string, string>();
  /** Every folder's rows, as each business's admin lists them (shared folders: the principal's admin). */
  const oracle = new Map<string, Row[]>();
  /** Every employee of every business, for the anchors of owner folders and persons. */
  let employees = new Map<string, Row>();

  const txn = (user: User, body: Partial<Txn> & { name: string; folder: string }): Promise<ReplyFrame> =>
    (channels.get(user.name) as TestChannel).txn({ client_props: { txn_op: 'R' }, ...body }, user.session);

  const projectionsOf = (definition: FolderDefinition, policy: FolderPolicy): string[] => {
    const paths = new Set(['id', 'last_modified', ...Object.keys(policy.fields)]);
    if (definition.partnerScoped) paths.add('partners_id.id');
    const anchor = employeeAnchor(definition);
    if (anchor?.kind === 'owner') paths.add(`${anchor.field}.id`);
    const subsections = subsectionAnchor(definition);
    if (subsections?.kind === 'field') paths.add(`${subsections.field}.id`);
    if (definition.name === 'employees')
      for (const path of ['subsections.id', 'persons_id.id']) paths.add(path);
    return [...paths];
  };

  /** Every row a list answers, page by page, ordered by id. */
  async function listAll(user: User, folder: string, projections: string[]): Promise<Row[]> {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 1000) {
      const reply = await txn(user, {
        name: `txn_${folder}_list`,
        folder,
        projections,
        params: { limit: 1000, offset, orderBy: [{ path: 'id', dir: 'asc' }] },
      });
      if (reply.output.type !== 'success') throw new Error(`${user.name} ${folder}: ${reply.output.message}`);
      const page = reply.output.data.records.map((record) => JSON.parse(record) as Row);
      rows.push(...page);
      if (page.length < 1000) return rows;
    }
  }

  beforeAll(async () => {
    running = await startTestServer(kind);
    catalogue = await loadCatalogue(new URL('../../../catalogue', import.meta.url).pathname);
    for (const { swhandle, code } of demoUsers) {
      const channel = await TestChannel.open(running.server.url, running.apiKey);
      const session = await channel.login({ swhandle, code, password: demoSignIn.password });
      const settings = await channel.txn(
        { name: 'txn_compiled_folders_get', folder: 'folders', client_props: { txn_op: 'R' } },
        session,
      );
      if (settings.output.type !== 'success') throw new Error(settings.output.message);
      const { env } = JSON.parse(settings.output.data.records[0] as string) as BusinessSettings;
      const name = `${swhandle}:${code}`;
      channels.set(name, channel);
      users.push({ name, swhandle, code, session, env });
      if (code === 'admin') partnerIds.set(swhandle, env.partners_id);
    }
    const admins = businesses.map(
      (swhandle) => users.find((user) => user.name === `${swhandle}:admin`) as User,
    );
    for (const definition of catalogue.folders.values()) {
      const policy = catalogue.policy.folders[definition.name];
      if (!policy) continue;
      const projections = projectionsOf(definition, policy);
      const owned = definition.partnerScoped || definition.name === 'persons';
      const rows = owned
        ? (await Promise.all(admins.map((admin) => listAll(admin, definition.name, projections)))).flat()
        : await listAll(admins[0] as User, definition.name, projections);
      const unique = new Map(rows.map((row) => [String(row.id), row]));
      oracle.set(definition.name, [...unique.values()].sort(byId));
    }
    employees = new Map((oracle.get('employees') ?? []).map((row) => [String(row.id), row]));
  }, 600_000);

  afterAll(async () => {
    for (const channel of channels.values()) channel.close();
    await running?.stop();
  });

  /** The business a row belongs to: its partner; a person's, the businesses employing it. */
  const employersOfPerson = (personId: string) =>
    [...employees.values()].filter((employee) => idsOf(employee.persons_id)[0] === personId);
  const rowBusinesses = (definition: FolderDefinition, row: Row): string[] | null => {
    if (definition.partnerScoped) return idsOf(row.partners_id);
    if (definition.name === 'persons')
      return employersOfPerson(String(row.id)).flatMap((employee) => idsOf(employee.partners_id));
    return null;
  };
  const anchoredEmployees = (definition: FolderDefinition, row: Row): string[] => {
    const anchor = employeeAnchor(definition);
    if (!anchor) return [];
    if (anchor.kind === 'employee') return [String(row.id)];
    if (anchor.kind === 'person')
      return employersOfPerson(String(row.id)).map((employee) => String(employee.id));
    return idsOf(row[anchor.field]);
  };
  const rowSubsections = (definition: FolderDefinition, row: Row): string[] => {
    const anchor = subsectionAnchor(definition);
    if (!anchor) return [];
    if (anchor.kind === 'id') return [String(row.id)];
    if (anchor.kind === 'field') return idsOf(row[anchor.field]);
    return anchoredEmployees(definition, row).flatMap((id) => idsOf(employees.get(id)?.subsections));
  };
  const subtreeOf = (env: BusinessEnv) =>
    new Set([env.employees_id, ...env.child_reporting_path.map((path) => path.split('.').pop() as string)]);

  /** What the policy says `user` lists of `definition` picking `target`: refused, or the rows. */
  function expectedRows(
    user: User,
    definition: FolderDefinition,
    target: string | undefined,
  ): Row[] | 'refused' {
    const policy = catalogue.policy.folders[definition.name] as FolderPolicy;
    const { env } = user;
    const rules = new Set<RowRule>();
    for (const role of rolesOf(env)) if (policy.rows[role]) rules.add(policy.rows[role] as RowRule);
    if (!rules.size) return 'refused';
    const rows = oracle.get(definition.name) ?? [];
    if (definition.name === 'partners')
      return isPrincipalUser(env) ? rows.filter((row) => row.id !== env.partners_id) : [];
    const foreign = target !== undefined && target !== env.swhandle;
    if (foreign && !mayPickBusinesses(env)) return [];
    const onlyHome = rules.size === 1 && rules.has('own business');
    if (foreign && !onlyHome) rules.delete('own business');
    const chosen = foreign && !onlyHome ? partnerIds.get(target as string) : env.partners_id;
    const inBusiness = rows.filter((row) => {
      const owners = rowBusinesses(definition, row);
      if (owners === null) return true;
      // a person nobody employs yet is every business's to see
      return owners.includes(chosen as string) || (definition.name === 'persons' && owners.length === 0);
    });
    if (rules.has('business') || rules.has('own business')) return inBusiness;
    const subtree = subtreeOf(env);
    return inBusiness.filter((row) => {
      const anchored = anchoredEmployees(definition, row);
      const mine = anchored.includes(env.employees_id);
      if (rules.has('own') && mine) return true;
      if (rules.has('subtree') && anchored.some((id) => subtree.has(id))) return true;
      return (
        rules.has('subsection') &&
        (mine || rowSubsections(definition, row).some((id) => env.subsections.includes(id)))
      );
    });
  }

  /** Whether `user` reads a hidden field of `row`: a reader role in the row's business, or `self`. */
  function readsField(
    user: User,
    definition: FolderDefinition,
    row: Row,
    readers: readonly string[],
  ): boolean {
    const roles = rolesOf(user.env);
    const owners = rowBusinesses(definition, row);
    const ownBusiness =
      owners === null ||
      owners.includes(user.env.partners_id) ||
      (definition.name === 'persons' && owners.length === 0);
    if (ownBusiness && readers.some((reader) => reader !== 'self' && roles.has(reader as never))) return true;
    return readers.includes('self') && anchoredEmployees(definition, row).includes(user.env.employees_id);
  }

  const targets = [undefined, ...businesses];

  it("answers issue #13's cases: pay and ids only to the owner business's HR and the employee, the DCO's subsection, shared masters", async () => {
    const user = (name: string) => users.find((candidate) => candidate.name === name) as User;
    const list = async (who: string, folder: string, projections: string[], target?: string) => {
      const reply = await txn(user(who), {
        name: `txn_${folder}_list`,
        folder,
        projections,
        params: { limit: 1000 },
        ...(target ? { target_swhandle: target } : {}),
      });
      if (reply.output.type !== 'success') return reply.output.message;
      return reply.output.data.records.map((record) => JSON.parse(record) as Row);
    };
    const pay = ['id', 'code', 'gross_salary', 'pan', 'bank_account_no'];
    const emp1 = user('demo:emp1').env.employees_id;
    const seen = (await list('demo:emp1', 'employees', pay)) as Row[];
    expect(seen.find((row) => row.id === emp1)).toMatchObject({ code: 'emp1' });
    expect(seen.filter((row) => row.id !== emp1 && (row.pan !== null || row.gross_salary !== null))).toEqual(
      [],
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(await list('demo:emp1', 'employees', pay, 'sunrise')).toEqual([]);
    // the principal's HR sees a contractor's people, not their pay
    const contractorPeople = (await list('demo:hr1', 'employees', pay, 'sunrise')) as Row[];
    expect(contractorPeople.length).toBeGreaterThan(0);
    expect(contractorPeople.every((row) => row.pan === null && row.bank_account_no === null)).toBe(true);
    expect(((await list('sunrise:admin', 'employees', pay)) as Row[]).some((row) => row.pan !== null)).toBe(
      true,
    );
    expect(await list('demo:emp1', 'partners', ['id'])).toBe('sorry folder cant be opened by you: partners');
    // the duty-chart officer sees its subsection's leaves, not only its own
    const dcoLeaves = (await list('demo:dco1', 'leaves', ['id', 'employees_id.id'])) as Row[];
    const dco1 = user('demo:dco1').env.employees_id;
    expect(dcoLeaves.some((row) => idsOf(row.employees_id)[0] !== dco1)).toBe(true);
    // a contractor's admin writes no master the principal employer's data runs on
    const holiday = await txn(user('sunrise:admin'), {
      name: 'txn_holidays_create',
      folder: 'holidays',
      client_props: { txn_op: 'C' },
      params: { baseFolder: 'holidays', rows: [{ op: 'C', data: { name: { eng: 'Sunrise day' } } }] },
    });
    expect(holiday.output).toMatchObject({ type: 'error', message: patchMessages.notPermitted });
    // a written row must end inside the writer's rows: dco1 plans its subsection, not a contractor's worker
    const task = (oracle.get('tasks') ?? []).find(
      (row) => idsOf(row.partners_id)[0] === user('demo:dco1').env.partners_id,
    );
    const worker = [...employees.values()].find(
      (row) => idsOf(row.partners_id)[0] === partnerIds.get('sunrise'),
    );
    const chart = (employee: string) =>
      txn(user('demo:dco1'), {
        name: 'txn_duty_charts_create',
        folder: 'duty_charts',
        client_props: { txn_op: 'C' },
        params: {
          baseFolder: 'duty_charts',
          rows: [
            {
              op: 'C',
              data: {
                date: '2026-12-01T00:00:00.000Z',
                tasks_id: [{ id: task?.id }],
                employees_id: [{ id: employee }],
              },
            },
          ],
        },
      });
    const planned = await chart(emp1);
    expect(planned.output.type).toBe('success');
    const created =
      planned.output.type === 'success' ? (JSON.parse(planned.output.data.records[0] as string) as Row) : {};
    const removed = await txn(user('demo:dco1'), {
      name: 'txn_duty_charts_delete',
      folder: 'duty_charts',
      client_props: { txn_op: 'D' },
      params: { baseFolder: 'duty_charts', rows: [{ op: 'D', key: created.id }] },
    });
    expect(removed.output.type).toBe('success');
    expect((await chart(String(worker?.id))).output).toMatchObject({
      type: 'error',
      message: patchMessages.notPermitted,
    });
  });

  it('lists for every user and business exactly the rows and fields the policy gives', async () => {
    // a folder or txn the policy does not cover would be left out of this matrix
    expect(policyGaps(catalogue.policy, [...catalogue.folders.values()])).toEqual([]);
    const problems: string[] = [];
    const cases = [...catalogue.folders.values()].flatMap((definition) =>
      users.flatMap((user) => targets.map((target) => ({ definition, user, target }))),
    );
    await Promise.all(
      users.map(async (user) => {
        for (const { definition, target } of cases.filter((entry) => entry.user === user)) {
          const policy = catalogue.policy.folders[definition.name];
          if (!policy) continue;
          const where = `${user.name} ${definition.name}${target ? ` @${target}` : ''}`;
          const expected = expectedRows(user, definition, target);
          const reply = await txn(user, {
            name: `txn_${definition.name}_list`,
            folder: definition.name,
            projections: projectionsOf(definition, policy),
            params: { limit: pageSize, getRowCount: true, orderBy: [{ path: 'id', dir: 'asc' }] },
            ...(target ? { target_swhandle: target } : {}),
          });
          if (expected === 'refused') {
            if (
              reply.output.type !== 'error' ||
              !reply.output.message.startsWith(policyMessages.folderClosed)
            )
              problems.push(`${where}: should be refused, answered ${reply.output.type}`);
            continue;
          }
          // the list txn's own catalogue permission may be narrower (files: any employee's
          // uploads are in its business's rows, listing them is the admin's)
          const listTxn = definition.txns.find(
            (candidate) => candidate.name === `txn_${definition.name}_list`,
          );
          const rule = listTxn?.permission.env ?? 'true';
          if (
            !evaluateRule(rule, { env: user.env, user: user.env }, { folder: definition.name, field: 'list' })
          ) {
            if (reply.output.type !== 'error' || !reply.output.message.startsWith(listMessages.notPermitted))
              problems.push(`${where}: the list's permission should refuse, answered ${reply.output.type}`);
            continue;
          }
          if (reply.output.type !== 'success') {
            problems.push(`${where}: ${reply.output.message}`);
            continue;
          }
          const records = reply.output.data.records.map((record) => JSON.parse(record) as Row);
          if (reply.output.data.rowCount !== expected.length)
            problems.push(
              `${where}: ${reply.output.data.rowCount} rows, the policy gives ${expected.length}`,
            );
          const want = expected.slice(0, pageSize).map((row) => row.id);
          if (JSON.stringify(records.map((row) => row.id)) !== JSON.stringify(want))
            problems.push(`${where}: the first page holds other rows than the policy gives`);
          const stored = new Map(expected.map((row) => [row.id, row]));
          for (const record of records) {
            const row = stored.get(record.id);
            if (!row) continue;
            for (const [field, readers] of Object.entries(policy.fields)) {
              const value = readsField(user, definition, row, readers) ? (row[field] ?? null) : null;
              if (JSON.stringify(record[field] ?? null) !== JSON.stringify(value))
                problems.push(
                  `${where}: ${field} of ${String(record.id)} reads ${JSON.stringify(record[field])}`,
                );
            }
          }
          // a filter sees the same null as the projection: no count through a hidden field
          const [hidden, readers] = Object.entries(policy.fields)[0] ?? [];
          if (!hidden || !readers) continue;
          const filtered = await txn(user, {
            name: `txn_${definition.name}_list`,
            folder: definition.name,
            projections: ['id'],
            params: {
              limit: 1,
              getRowCount: true,
              filters: { filterInput: [{ path: hidden, operator: '!=', value: null }], joinop: 'and' },
            },
            ...(target ? { target_swhandle: target } : {}),
          });
          const readable = expected.filter(
            (row) => row[hidden] != null && readsField(user, definition, row, readers),
          ).length;
          if (filtered.output.type !== 'success' || filtered.output.data.rowCount !== readable)
            problems.push(
              `${where}: ${hidden} != null counts ${JSON.stringify(filtered.output)}, expected ${readable}`,
            );
        }
      }),
    );
    expect(problems).toEqual([]);
  }, 600_000);

  it('refuses every named txn to the users and businesses outside the policy, before its params, changing nothing', async () => {
    const named = everyNamedTxn(catalogue);
    // a declaration or catalogue txn the policy does not cover fails here, not in production
    const problems = unwrittenTxns(catalogue, named);
    let sent = 0;
    await Promise.all(
      users.map(async (user) => {
        const other = isPrincipalUser(user.env) ? 'sunrise' : 'demo';
        for (const target of [undefined, other])
          for (const call of named) {
            const refusals = policyRefusals(catalogue, call, user.env, target);
            if (!refusals) continue;
            sent += 1;
            // no params: the policy answers before they are read, so none are needed to be refused
            const reply = await txn(user, {
              name: call.name,
              folder: call.folder,
              client_props: { txn_op: call.op },
              params: {},
              ...(target ? { target_swhandle: target } : {}),
            });
            const message = reply.output.type === 'error' ? reply.output.message : '';
            if (!refusals.includes(message))
              problems.push(
                `${user.name} ${call.name}${target ? ` @${target}` : ''}: answered ${reply.output.type} ${message}`,
              );
          }
      }),
    );
    expect(sent).toBeGreaterThan(named.length);
    // nothing a refused txn could touch changed: every folder's rows keep their ids and stamps
    const admins = businesses.map(
      (swhandle) => users.find((user) => user.name === `${swhandle}:admin`) as User,
    );
    for (const definition of catalogue.folders.values()) {
      const policy = catalogue.policy.folders[definition.name];
      if (!policy || definition.foldertype === 'mviews') continue;
      const projections = ['id', 'last_modified'];
      const owned = definition.partnerScoped || definition.name === 'persons';
      const after = owned
        ? (await Promise.all(admins.map((admin) => listAll(admin, definition.name, projections)))).flat()
        : await listAll(admins[0] as User, definition.name, projections);
      const stamps = (rows: Row[]) =>
        JSON.stringify([...new Map(rows.map((row) => [String(row.id), row.last_modified])).entries()].sort());
      if (stamps(after) !== stamps(oracle.get(definition.name) ?? []))
        problems.push(`${definition.name}: rows changed while only refused txns were sent`);
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('refuses every write outside the policy and changes nothing', async () => {
    const problems: string[] = [];
    const refusedRows: { folder: string; row: Row; where: string }[] = [];
    const created = new Map<string, number>();
    const countsBefore = new Map<string, number>();
    for (const [folder, rows] of oracle) countsBefore.set(folder, rows.length);
    await Promise.all(
      users.map(async (user) => {
        const principal = isPrincipalUser(user.env);
        for (const definition of catalogue.folders.values()) {
          const policy = catalogue.policy.folders[definition.name];
          if (!policy) continue;
          for (const target of [undefined, principal ? 'sunrise' : 'demo']) {
            const visible = expectedRows(user, definition, target);
            const chosen = target ?? user.swhandle;
            const candidates = (oracle.get(definition.name) ?? []).filter((row) => {
              const owners = rowBusinesses(definition, row);
              return owners === null || owners.includes(partnerIds.get(chosen) as string);
            });
            for (const writeTxn of definition.txns) {
              const op = writeTxn.op;
              if (
                (op !== 'C' && op !== 'U' && op !== 'D') ||
                writeTxn.name !== `txn_${definition.name}_${{ C: 'create', U: 'update', D: 'delete' }[op]}`
              )
                continue;
              const grantees = policy.txns[writeTxn.name] ?? [];
              const allowed =
                granted(grantees, user.env) &&
                mayActOnPicked(policy.picked, writeTxn.name, user.env, target) &&
                visible !== 'refused';
              const where = `${user.name} ${writeTxn.name}${target ? ` @${target}` : ''}`;
              const row = candidates[0];
              const inScope =
                row !== undefined && Array.isArray(visible) && visible.some((seen) => seen.id === row.id);
              let data: Row;
              if (op === 'C') data = { op: 'C', data: {} };
              else if (!row) continue;
              else if (op === 'U')
                data = { op: 'U', key: row.id, data: { last_modified: row.last_modified } };
              // an allowed delete names no stored row: the matrix must not delete the rows it reads
              else data = { op: 'D', key: allowed && inScope ? randomUUID() : row.id };
              const reply = await txn(user, {
                name: writeTxn.name,
                folder: definition.name,
                client_props: { txn_op: op },
                params: { baseFolder: definition.name, rows: [data] },
                ...(target ? { target_swhandle: target } : {}),
              });
              const message = reply.output.type === 'error' ? reply.output.message : '';
              const policyRefusal = message.startsWith(patchMessages.notPermitted);
              const notFound = message.startsWith(patchMessages.notFound);
              if (!allowed) {
                if (!policyRefusal && !(notFound && op !== 'C'))
                  problems.push(`${where}: should be refused, answered ${reply.output.type} ${message}`);
                if (row && op !== 'C') refusedRows.push({ folder: definition.name, row, where });
              } else if (op !== 'C' && !inScope) {
                // refused, whichever check speaks first (a folder's own rule may: 'Leaves cannot
                // be edited'); that nothing changed is checked below
                if (reply.output.type === 'success')
                  problems.push(
                    `${where}: a row outside the user's rows answered ${reply.output.type} ${message}`,
                  );
                if (row) refusedRows.push({ folder: definition.name, row, where });
              } else if (policyRefusal && !writeTxn.permission.row && op !== 'C')
                problems.push(`${where}: refused though the policy allows it`);
              if (op === 'C' && reply.output.type === 'success')
                created.set(definition.name, (created.get(definition.name) ?? 0) + 1);
            }
          }
        }
      }),
    );
    // nothing refused changed: the rows keep their stamp, and only allowed creates added rows
    const admins = businesses.map(
      (swhandle) => users.find((user) => user.name === `${swhandle}:admin`) as User,
    );
    for (const definition of catalogue.folders.values()) {
      const policy = catalogue.policy.folders[definition.name];
      if (!policy) continue;
      const projections = projectionsOf(definition, policy);
      const owned = definition.partnerScoped || definition.name === 'persons';
      const after = owned
        ? (await Promise.all(admins.map((admin) => listAll(admin, definition.name, projections)))).flat()
        : await listAll(admins[0] as User, definition.name, projections);
      const now = new Map(after.map((row) => [String(row.id), row]));
      const expectedCount = (countsBefore.get(definition.name) ?? 0) + (created.get(definition.name) ?? 0);
      // the server keeps mviews itself (attendance follows the edits and leaves written above)
      if (definition.foldertype !== 'mviews' && now.size !== expectedCount)
        problems.push(`${definition.name}: ${now.size} rows after the writes, expected ${expectedCount}`);
      for (const { row, where } of refusedRows.filter((entry) => entry.folder === definition.name)) {
        const stored = now.get(String(row.id));
        if (!stored) problems.push(`${where}: the refused write deleted ${String(row.id)}`);
        else if (
          stored.last_modified !== row.last_modified &&
          !wasAllowedlyUpdated(definition.name, String(row.id))
        )
          problems.push(`${where}: the refused write changed ${String(row.id)}`);
      }
    }
    expect(problems).toEqual([]);

    /** An allowed update of the same row by another user in this run also moves its stamp. */
    function wasAllowedlyUpdated(folder: string, id: string): boolean {
      return users.some((user) => {
        const policy = catalogue.policy.folders[folder] as FolderPolicy;
        const definition = catalogue.folders.get(folder) as FolderDefinition;
        const visible = expectedRows(user, definition, undefined);
        const there = isPrincipalUser(user.env) ? 'sunrise' : 'demo';
        const update = `txn_${folder}_update`;
        const visibleThere = mayActOnPicked(policy.picked, update, user.env, there)
          ? expectedRows(user, definition, there)
          : [];
        const sees = [visible, visibleThere].some(
          (rows) => Array.isArray(rows) && rows.some((row) => row.id === id),
        );
        return sees && granted(policy.txns[update] ?? [], user.env);
      });
    }
  }, 600_000);
});

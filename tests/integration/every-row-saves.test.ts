import { evaluateRule } from '@muster/expr';
import { builtInFieldKinds, ChannelClient, TxnFailure, updatePatch } from '@muster/folder-engine';
import {
  type BusinessSettings,
  defaultBusinessTimeZone,
  type FieldTypeName,
  type FolderDefinition,
  folderListTxn,
  folderWriteTxn,
} from '@muster/protocol';
import { demoSignIn, startTestServer, type TestServer, testDatabaseKinds } from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { editBlock, updateTxn } from '../../packages/folder-engine/src/form/edit-block.js';
import { formFields, pickForm } from '../../packages/folder-engine/src/form/form-fields.js';
import { toFormValues } from '../../packages/folder-engine/src/form/record-values.js';
import { RecordChecker } from '../../packages/folder-engine/src/form/validate.js';
import { defaultPageSize } from '../../packages/folder-engine/src/list/paging.js';

/**
 * Issue #27 "Tests that prove it": every list row of each role's first page opens and saves
 * unchanged without an error. The role walk (tests/e2e/role-walk.spec.ts) does it in Chromium
 * for a sample of each page (its first and last rows); this does it for every row, through the
 * engine's own pieces the form uses (FolderForm.tsx): the row as the list answers it, the form's
 * fields and values, the same checks ('Mandatory field', 'Invalid Input': DI0093's joining date
 * of 2020 failed one), and the patch an unchanged save would send, which must be none ('Nothing
 * changed'); a row whose patch is not empty is sent to the real server and must be accepted.
 */
// `edits`: the role's first pages hold rows it may save (ao1 and ro1 edit in the grids, not in lists)
const roles = [
  { who: 'admin', swhandle: 'demo', code: 'admin', edits: true },
  { who: 'ao1', swhandle: 'demo', code: 'ao1', edits: false },
  { who: 'ro1', swhandle: 'demo', code: 'ro1', edits: false },
  { who: 'hr1', swhandle: 'demo', code: 'hr1', edits: true },
  { who: 'dco1', swhandle: 'demo', code: 'dco1', edits: true },
  { who: 'emp1', swhandle: 'demo', code: 'emp1', edits: true },
  { who: 'sunrise-admin', swhandle: 'sunrise', code: 'admin', edits: true },
] as const;

type Row = Record<string, unknown>;
const kind = (type: FieldTypeName) => builtInFieldKinds[type];

describe.each(testDatabaseKinds)("every row of each role's first page saves unchanged on %s", (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.stop();
  });

  /** A channel signed in as one role, with the business settings its app would load. */
  async function openAs(role: (typeof roles)[number]) {
    let sessionKey: string | null = null;
    const client = new ChannelClient({
      url: `${test.server.url.replace(/^http/, 'ws')}/channel?key=${test.apiKey}`,
      sessionKey: () => sessionKey,
      onSessionExpired: () => {},
      createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
    });
    const login = await client.run<{ session_key: string }>({
      name: 'txn_user_login',
      folder: 'sessions',
      client_props: { txn_op: 'X' },
      params: { swhandle: role.swhandle, code: role.code, password: demoSignIn.password },
    });
    sessionKey = login.records[0]?.session_key ?? null;
    const settings = (
      await client.run<BusinessSettings<FolderDefinition>>({
        name: 'txn_compiled_folders_get',
        folder: 'folders',
        client_props: { txn_op: 'R' },
      })
    ).records[0] as BusinessSettings<FolderDefinition>;
    return { client, settings };
  }

  /** The folders a role's lists show: those whose list txn its env permits, as the sidebar offers them. */
  function listedFolders(settings: BusinessSettings<FolderDefinition>): FolderDefinition[] {
    const { folders, masters } = settings.containers;
    return [...Object.values(folders.map), ...Object.values(masters.map)].filter((definition) => {
      const list = definition.txns.find((txn) => txn.name === folderListTxn(definition.name).name);
      return (
        list &&
        (!list.permission.env ||
          evaluateRule(list.permission.env, { env: settings.env }, { folder: definition.name }))
      );
    });
  }

  for (const role of roles)
    it(`${role.who}: each row opens, passes the form's checks and saves unchanged`, async () => {
      const { client, settings } = await openAs(role);
      const problems: string[] = [];
      let checked = 0;
      try {
        for (const definition of listedFolders(settings)) {
          let rows: Row[];
          try {
            rows = (
              await client.call(folderListTxn(definition.name, definition.foldertype), {
                limit: defaultPageSize,
                offset: 0,
                getRowCount: true,
              })
            ).records as Row[];
          } catch (error) {
            problems.push(`${definition.name}: the list is refused: ${(error as Error).message}`);
            continue;
          }
          const txn = updateTxn(definition);
          if (!txn) continue;
          const fields = formFields(definition, pickForm(definition, txn.form));
          const checker = new RecordChecker(fields, definition.name, kind, {
            timeZone: settings.env.time_zone || defaultBusinessTimeZone,
          });
          for (const row of rows) {
            if (editBlock(definition, txn, settings.env, row)) continue;
            checked += 1;
            const where = `${definition.name} ${String(row.code ?? row.id)}`;
            const values = toFormValues(fields, row, kind);
            const check = checker.check(values, { env: settings.env });
            for (const [path, message] of check.problems) problems.push(`${where}: ${path}: ${message}`);
            if (check.problems.size) continue;
            const patch = updatePatch(definition.name, fields, values, row, kind);
            if (!patch) continue;
            try {
              await client.call(folderWriteTxn(definition.name, 'U', definition.foldertype, txn.name), patch);
            } catch (error) {
              problems.push(
                `${where}: an unchanged save sent ${JSON.stringify(patch).slice(0, 200)} and was refused: ${
                  error instanceof TxnFailure ? error.message : String(error)
                }`,
              );
            }
          }
        }
      } finally {
        client.close();
      }
      expect(problems).toEqual([]);
      // a role that edits in lists meets rows to check: the test cannot pass by finding none
      if (role.edits) expect(checked).toBeGreaterThan(0);
      else expect(checked).toBe(0);
    });
});

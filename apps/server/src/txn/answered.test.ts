import * as protocol from '@muster/protocol';
import { type AnyTxnSpec, folderExportTxn, serverMessages, type Txn, txnBody } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../engine/catalogue/index.js';
import { demoSignIn, startTestServer, TestChannel, type TestServer } from '../testing/index.js';

const catalogueDir = new URL('../../catalogue', import.meta.url).pathname;

const isDeclaration = (value: unknown): value is AnyTxnSpec =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyTxnSpec).name === 'string' &&
  typeof (value as AnyTxnSpec).folder === 'string' &&
  typeof (value as AnyTxnSpec).refusal === 'string' &&
  typeof (value as { params?: { safeParse?: unknown } }).params?.safeParse === 'function';

/** What a screen can send: a txn name and the folder its frame names, and where it comes from. */
interface Sendable {
  name: string;
  folder: string;
  from: string;
}

/**
 * Everything a screen can send: every txn of every folder of the catalogue (its lists,
 * writes, form and row actions), every list's 'Export Folder', and every txn the client
 * code calls through a declaration of protocol's.
 */
async function sendables(): Promise<Sendable[]> {
  const catalogue = await loadCatalogue(catalogueDir);
  const all: Sendable[] = [];
  for (const definition of catalogue.folders.values()) {
    for (const txn of definition.txns)
      all.push({ name: txn.name, folder: definition.name, from: `catalogue ${definition.name}` });
    const exported = folderExportTxn(definition.name);
    all.push({
      name: exported.name,
      folder: exported.folder,
      from: `${definition.name} list's Export Folder`,
    });
  }
  for (const [exported, value] of Object.entries(protocol))
    if (isDeclaration(value))
      all.push({ name: value.name, folder: value.folder, from: `protocol ${exported}` });
  const seen = new Set<string>();
  return all.filter(({ name, folder }) => {
    const key = `${name} ${folder}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Nothing a screen can send is unanswered (issue #12): each is sent over the channel with
 * empty params, and a refusal of the params or the permission is fine, an unknown txn is not.
 */
describe('every txn a screen can send has a handler', () => {
  let test: TestServer;
  let channel: TestChannel;
  let sessionKey: string;

  beforeAll(async () => {
    test = await startTestServer('pglite');
    channel = await TestChannel.open(test.server.url, test.apiKey);
    sessionKey = await channel.login(demoSignIn);
  });
  afterAll(async () => {
    channel?.close();
    await test?.stop();
  });

  it('answers each txn of the catalogue, of the lists and of the client’s declarations', async () => {
    const unanswered: string[] = [];
    const walked = await sendables();
    for (const { name, folder, from } of walked) {
      // sign-out ends the session it runs in: it gets one of its own
      const session = name === protocol.userLogoutTxn.name ? await channel.login(demoSignIn) : sessionKey;
      const txn: Txn = { ...txnBody({ ...protocol.userLogoutTxn, name, folder }, {}), params: {} };
      const reply = await channel.txn(txn, session);
      const isUnknown =
        reply.output.type === 'error' && reply.output.message.startsWith(serverMessages.unknownTxn);
      if (isUnknown) unanswered.push(`${name} (${from})`);
    }
    if (unanswered.length) console.log(`unanswered txns (${unanswered.length}):\n${unanswered.join('\n')}`);
    expect(walked.length).toBeGreaterThan(100);
    expect(unanswered).toEqual([]);
  });

  it('refuses a frame naming another folder than the declaration, and params the declaration refuses', async () => {
    const elsewhere = await channel.txn(
      { name: 'txn_compiled_folders_get', folder: 'employees' },
      sessionKey,
    );
    expect(elsewhere.output).toMatchObject({
      type: 'error',
      message: `${serverMessages.unknownTxn}: txn_compiled_folders_get (employees)`,
    });
    const list = protocol.folderListTxn('holidays');
    const refused = await channel.txn(
      { ...txnBody(list, {}), params: { limit: 0, orderBy: 'name' } },
      sessionKey,
    );
    expect(refused.output).toMatchObject({ type: 'error', message: list.refusal });
    const [issues] = (refused.output.type === 'error' && refused.output.data?.issues) || [];
    expect(issues).toMatch(/^limit: .*; orderBy: /);
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ReplyFrame, type Txn, txnBody, workflowActionTxn } from '@muster/protocol';
import { startServer } from '../../../app/app.js';
import { demoSignIn, seedDemo } from '../../../app/seed/demo.js';
import { defaultApiKey } from '../../../platform/config.js';
import { openDatabase } from '../../../platform/db/database.js';
import { createDemoDatabase } from '../../../testing/demo-template.js';
import { TestChannel } from '../../../testing/test-channel.js';
import { type TestDatabase, testServerConfig } from '../../../testing/test-database.js';
import type { TestServer } from '../../../testing/test-server.js';
import { loadCatalogue } from '../../catalogue/index.js';
import { applyStorage } from '../../storage/index.js';

export type Row = Record<string, unknown>;

const catalogueDir = new URL('../../../../catalogue', import.meta.url).pathname;
const certificate = Buffer.from('%PDF-1.4\n% leave certificate\n%%EOF\n');

// Files rows come from uploads (every field of the files folder is the server's), so the
// fixture writes one as an upload would: the bytes under DATA_DIR/files and their row, of the
// demo business.
async function seedWithFile(database: TestDatabase): Promise<void> {
  const opened = await openDatabase(database);
  try {
    await applyStorage(opened.db, await loadCatalogue(catalogueDir));
    await seedDemo(opened.db);
    const filepath = 'fixtures/leave-certificate.pdf';
    fs.mkdirSync(path.join(database.dataDir, 'files', 'fixtures'), { recursive: true });
    fs.writeFileSync(path.join(database.dataDir, 'files', filepath), certificate);
    const demo = await opened.db
      .selectFrom('partners')
      .select('id')
      .where('sw_handle', '=', 'demo')
      .executeTakeFirstOrThrow();
    await opened.db
      .insertInto('files')
      .values({
        partners_id: demo.id,
        filepath,
        original_filename: 'leave-certificate.pdf',
        md5sum: createHash('md5').update(certificate).digest('hex'),
        mime_type: 'application/pdf',
        size_bytes: certificate.length,
      })
      .execute();
  } finally {
    await opened.close();
  }
}

/** A demo server, a channel and the demo users' sessions, for write tests over the real channel. */
export class WriteKit {
  private readonly sessions = new Map<string, string>();

  private constructor(
    readonly server: TestServer,
    readonly channel: TestChannel,
  ) {}

  /** A demo server whose database also holds one uploaded file, as the upload txn would leave it. */
  static async start(kind: 'pglite' | 'postgres'): Promise<WriteKit> {
    const database = await createDemoDatabase(kind);
    try {
      await seedWithFile(database);
      const server = await startServer(testServerConfig(database));
      const running: TestServer = {
        server,
        database,
        apiKey: defaultApiKey,
        async stop() {
          await server.close();
          await database.drop();
        },
      };
      return new WriteKit(running, await TestChannel.open(server.url, defaultApiKey));
    } catch (error) {
      await database.drop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.channel.close();
    await this.server.stop();
  }

  /** The session of a demo user: `admin`, `emp1`, or `sunrise:admin` for a contractor's. */
  async session(user: string): Promise<string> {
    const known = this.sessions.get(user);
    if (known) return known;
    const [swhandle, code] = user.includes(':') ? user.split(':') : [demoSignIn.swhandle, user];
    const key = await this.channel.login({
      ...demoSignIn,
      swhandle: swhandle as string,
      code: code as string,
    });
    this.sessions.set(user, key);
    return key;
  }

  async txn(user: string, txn: Txn): Promise<ReplyFrame> {
    return this.channel.txn(txn, await this.session(user));
  }

  /** Sends a patch through `txn_<folder>_<verb>`; rows as in spec 000 §4. */
  write(
    user: string,
    folder: string,
    verb: 'create' | 'update' | 'delete',
    rows: Row[],
    extra: { params?: Row; target_swhandle?: string } = {},
  ): Promise<ReplyFrame> {
    const op = { create: 'C', update: 'U', delete: 'D' } as const;
    return this.txn(user, {
      name: `txn_${folder}_${verb}`,
      folder,
      client_props: { txn_op: op[verb] },
      params: { baseFolder: folder, rows, ...extra.params },
      ...(extra.target_swhandle ? { target_swhandle: extra.target_swhandle } : {}),
    });
  }

  /** A workflow's named action (`txn_<folder>_<action>`) on records, as `user`, through its declaration. */
  action(user: string, folder: string, action: string, ids: string[]): Promise<ReplyFrame> {
    return this.txn(user, txnBody(workflowActionTxn(folder, action), { ids }));
  }

  /** Rows of a list, by id or by filters, with the given projections. */
  async list(
    user: string,
    folder: string,
    projections: string[],
    filterInput: Row[],
    target?: string,
  ): Promise<Row[]> {
    const reply = await this.txn(user, {
      name: `txn_${folder}_list`,
      folder,
      client_props: { txn_op: 'R' },
      projections,
      params: { filters: { filterInput }, limit: 500 },
      ...(target ? { target_swhandle: target } : {}),
    });
    return records(reply);
  }

  byId(user: string, folder: string, projections: string[], id: string, target?: string): Promise<Row[]> {
    return this.list(user, folder, projections, [{ path: 'id', operator: '=', value: id }], target);
  }
}

export function records(reply: ReplyFrame): Row[] {
  if (reply.output.type !== 'success') throw new Error(`expected success, got: ${reply.output.message}`);
  return reply.output.data.records.map((record) => JSON.parse(record) as Row);
}

/** The one written row of a successful patch: its id and new stamp. */
export function written(reply: ReplyFrame): { id: string; last_modified: string } {
  const [row] = records(reply);
  return row as { id: string; last_modified: string };
}

export function refusal(reply: ReplyFrame): { message: string; data: Row | undefined } {
  if (reply.output.type !== 'error') throw new Error('expected an error reply');
  return { message: reply.output.message, data: reply.output.data as Row | undefined };
}

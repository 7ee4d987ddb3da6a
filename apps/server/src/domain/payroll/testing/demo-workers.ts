import type { ReplyFrame } from '@muster/protocol';
import type { TestChannel } from '../../../testing/index.js';

/** The records of a successful reply, parsed; a refusal throws its message. */
export function replyRecords(reply: ReplyFrame): Record<string, unknown>[] {
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  return reply.output.data.records.map((record) => JSON.parse(record) as Record<string, unknown>);
}

/** The ids of the first `count` demo workers (codes DI…) in code order, as `session` lists them. */
export async function demoWorkerIds(channel: TestChannel, session: string, count: number): Promise<string[]> {
  const listed = await channel.txn(
    {
      name: 'txn_employees_list',
      folder: 'employees',
      params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
      projections: ['id', 'code'],
    },
    session,
  );
  return replyRecords(listed)
    .filter((row) => String(row.code).startsWith('DI'))
    .slice(0, count)
    .map((row) => String(row.id));
}

import type { ProgressFrame } from '@muster/protocol';
import type { WSContext } from 'hono/ws';
import type { Kysely } from 'kysely';
import { hashKey } from '../../engine/auth/session.js';
import type { Database } from '../../platform/db/schema.js';
import type { Notices } from '../../platform/events/notices.js';
import type { ProgressSender } from '../../platform/jobs/progress-sender.js';
import type { Peers } from './peers.js';
import { ProgressThrottle } from './progress-throttle.js';

/** Progress frames for the connections of one session (by its key's hash), on any instance. */
export interface ProgressNotice {
  session: string;
  frames: ProgressFrame[];
}

/** A notice's frames stay this far under PostgreSQL's 8,000-byte NOTIFY payload. */
const noticeBytes = 6000;

/**
 * Progress frames of jobs to the connections of the session that asked (DESIGN §3), on every
 * server instance: a job's chunk is worked by whichever instance takes it (WORKERS, or after
 * a restart), so frames travel as notices (events/notices.ts: in process on PGlite, NOTIFY on
 * PostgreSQL) and each instance hands them to its connections whose last txn came with that
 * session (channel/peers.ts). A connection that reconnects gets them again from its next txn.
 * A request's item frames reach a connection a few times a second, each carrying the items
 * since the last (channel/progress-throttle.ts).
 */
export class ProgressRelay implements ProgressSender {
  private readonly throttle: ProgressThrottle<WSContext>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notices: Notices<ProgressNotice>,
    private readonly peers: Peers,
    intervalMs?: number,
  ) {
    this.throttle = new ProgressThrottle((socket, frame) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(frame));
    }, intervalMs);
    notices.subscribe({ onNotice: (notice) => this.deliver(notice), onLiveChange: () => undefined });
  }

  async send(sessionHash: string, frames: readonly ProgressFrame[]): Promise<void> {
    const notices: ProgressNotice[] = [];
    let batch: ProgressFrame[] = [];
    let bytes = 0;
    for (const frame of frames) {
      const size = Buffer.byteLength(JSON.stringify(frame));
      if (batch.length && bytes + size > noticeBytes) {
        notices.push({ session: sessionHash, frames: batch });
        batch = [];
        bytes = 0;
      }
      batch.push(frame);
      bytes += size;
    }
    if (batch.length) notices.push({ session: sessionHash, frames: batch });
    await this.notices.publishAll(this.db, notices);
  }

  close(): Promise<void> {
    this.throttle.close();
    return this.notices.close();
  }

  private deliver({ session, frames }: ProgressNotice): void {
    for (const peer of this.peers.ofSession((key) => hashKey(key) === session))
      for (const frame of frames) this.throttle.push(peer.socket, frame);
  }
}

import { randomUUID } from 'node:crypto';
import type { BroadcastFrame } from '@muster/protocol';
import type { WSContext } from 'hono/ws';
import type { Broadcast } from '../../platform/events/broadcasts.js';

/** One open channel connection and the business of the last session it sent a txn with. */
export interface Peer {
  readonly id: string;
  readonly socket: WSContext;
  sessionKey: string | null;
  partnersId: string | null;
}

/** The connections of this process, to hand each broadcast to those of its business. */
export class Peers {
  private readonly open = new Set<Peer>();

  add(socket: WSContext): Peer {
    const peer: Peer = { id: randomUUID(), socket, sessionKey: null, partnersId: null };
    this.open.add(peer);
    return peer;
  }

  delete(peer: Peer): void {
    this.open.delete(peer);
  }

  /** The open connections whose last txn came with a session key `matches` accepts (a job's progress). */
  *ofSession(matches: (sessionKey: string) => boolean): Iterable<Peer> {
    for (const peer of this.open) if (peer.sessionKey && matches(peer.sessionKey)) yield peer;
  }

  deliver(broadcast: Broadcast): void {
    const frame: BroadcastFrame = { type: 'broadcast', folder: broadcast.folder, data: broadcast.data };
    const text = JSON.stringify(frame);
    for (const peer of this.open)
      if (
        peer.partnersId === broadcast.partnersId &&
        peer.id !== broadcast.fromPeer &&
        peer.socket.readyState === 1
      )
        peer.socket.send(text);
  }
}

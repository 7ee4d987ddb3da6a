import { randomUUID } from 'node:crypto';
import type { BroadcastFrame } from '@muster/protocol';
import type { WSContext } from 'hono/ws';
import type { Broadcast } from '../../platform/events/broadcasts.js';

/** One open channel connection, the business of the last session it sent a txn with, and the folders it follows. */
export interface Peer {
  readonly id: string;
  readonly socket: WSContext;
  sessionKey: string | null;
  partnersId: string | null;
  /** The folders its screens show (its last subscribe frame): only their changes reach it. */
  folders: ReadonlySet<string>;
}

/**
 * The connections of this process, to hand each broadcast to those of its business that follow
 * its folder (issue #35 item 1: a write used to be sent to every connection of the business,
 * so its cost grew with everyone who had the app open). Broadcasts of one event-loop turn are
 * coalesced: a connection gets each distinct frame once, however many writes made it.
 */
export class Peers {
  private readonly open = new Set<Peer>();
  private readonly queued = new Map<Peer, Set<string>>();
  private flushing = false;

  add(socket: WSContext): Peer {
    const peer: Peer = { id: randomUUID(), socket, sessionKey: null, partnersId: null, folders: new Set() };
    this.open.add(peer);
    return peer;
  }

  delete(peer: Peer): void {
    this.open.delete(peer);
    this.queued.delete(peer);
  }

  /** The open connections whose last txn came with a session key `matches` accepts (a job's progress). */
  *ofSession(matches: (sessionKey: string) => boolean): Iterable<Peer> {
    for (const peer of this.open) if (peer.sessionKey && matches(peer.sessionKey)) yield peer;
  }

  deliver(broadcast: Broadcast): void {
    let text: string | undefined;
    for (const peer of this.open) {
      if (
        peer.partnersId !== broadcast.partnersId ||
        peer.id === broadcast.fromPeer ||
        !peer.folders.has(broadcast.folder)
      )
        continue;
      text ??= JSON.stringify({
        type: 'broadcast',
        folder: broadcast.folder,
        data: broadcast.data,
      } satisfies BroadcastFrame);
      const frames = this.queued.get(peer) ?? new Set<string>();
      frames.add(text);
      this.queued.set(peer, frames);
    }
    if (text !== undefined && !this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.flushing = false;
    const queued = [...this.queued];
    this.queued.clear();
    for (const [peer, frames] of queued)
      if (peer.socket.readyState === 1) for (const text of frames) peer.socket.send(text);
  }
}

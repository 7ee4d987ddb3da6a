import { type ProgressFrame, progressItems } from '@muster/protocol';

/**
 * How often a request's item frames reach one connection (issue #35 item 6): a run of 10,000
 * payslips sent 10,000 frames, one socket write each (9% of the server's CPU in the payroll
 * bench's profile) and as many state updates in the browser's result table.
 */
export const progressIntervalMs = 250;

interface Held<S> {
  socket: S;
  frames: ProgressFrame[];
  sentAt: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Item frames (a payslip's, an invoice's) of one request to one connection: the first goes at
 * once, those that follow within `intervalMs` wait and go together as one frame whose `items`
 * are their outputs in order (its stage and count the last one's). A frame without an item
 * ('all done', a stage) first sends what waits, then itself, so a run still ends with its
 * final state and nothing after it.
 */
export class ProgressThrottle<S extends object> {
  private readonly held = new Map<S, Map<string, Held<S>>>();

  constructor(
    private readonly write: (socket: S, frame: ProgressFrame) => void,
    private readonly intervalMs = progressIntervalMs,
  ) {}

  push(socket: S, frame: ProgressFrame): void {
    const requests = this.held.get(socket) ?? new Map<string, Held<S>>();
    this.held.set(socket, requests);
    const held = requests.get(frame.id);
    if (!isItem(frame)) {
      if (held) {
        this.flush(held, frame.id);
        clearTimeout(held.timer);
        requests.delete(frame.id);
        if (!requests.size) this.held.delete(socket);
      }
      this.write(socket, frame);
      return;
    }
    const now = Date.now();
    if (!held) {
      this.write(socket, frame);
      requests.set(frame.id, { socket, frames: [], sentAt: now, timer: this.idle(socket, frame.id) });
      return;
    }
    held.frames.push(frame);
    clearTimeout(held.timer);
    held.timer = setTimeout(
      () => this.due(socket, frame.id),
      Math.max(0, held.sentAt + this.intervalMs - now),
    );
  }

  /** Drops what waits (the server closing). */
  close(): void {
    for (const requests of this.held.values()) for (const held of requests.values()) clearTimeout(held.timer);
    this.held.clear();
  }

  private due(socket: S, id: string): void {
    const held = this.held.get(socket)?.get(id);
    if (!held) return;
    this.flush(held, id);
    held.sentAt = Date.now();
    held.timer = this.idle(socket, id);
  }

  /** A request quiet for an interval is forgotten: its next frame goes at once. */
  private idle(socket: S, id: string): NodeJS.Timeout {
    return setTimeout(() => {
      const requests = this.held.get(socket);
      const held = requests?.get(id);
      if (!requests || !held || held.frames.length) return;
      requests.delete(id);
      if (!requests.size) this.held.delete(socket);
    }, this.intervalMs);
  }

  private flush(held: Held<S>, id: string): void {
    const { frames } = held;
    held.frames = [];
    const last = frames.at(-1);
    if (!last) return;
    if (frames.length === 1) {
      this.write(held.socket, last);
      return;
    }
    this.write(held.socket, {
      id,
      type: 'progress',
      output: {
        stage: last.output.stage,
        count: last.output.count,
        error: null,
        items: frames.flatMap((frame) => progressItems(frame.output)),
      },
    });
  }
}

const isItem = (frame: ProgressFrame) => frame.output.item !== undefined || frame.output.items !== undefined;

import type { Txn } from '@muster/protocol';
import {
  type BroadcastListener,
  type RunOptions,
  type TxnResult,
  TxnTransportClient,
} from '../transport/txn-client';
import { MemoryStore } from './memory-store';

/**
 * A TxnClient answering from a MemoryStore instead of a server, for stories, tests and
 * products trying the engine without one. Answers arrive asynchronously like real replies.
 */
export class MemoryTxnClient extends TxnTransportClient {
  readonly store: MemoryStore;
  /** One entry per registration, as the channel client keeps them. */
  readonly #listeners = new Set<{ folders: readonly string[]; listener: BroadcastListener }>();

  constructor(seed: Record<string, Record<string, unknown>[]> = {}) {
    super();
    this.store = new MemoryStore(seed);
  }

  override async run<R = Record<string, unknown>>(txn: Txn, _options?: RunOptions): Promise<TxnResult<R>> {
    await Promise.resolve();
    // Copies, as records off the wire would be: the engine never shares objects with the store.
    return structuredClone(this.store.run(txn)) as TxnResult<R>;
  }

  override onBroadcast(folders: readonly string[], listener: BroadcastListener): () => void {
    const entry = { folders, listener };
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  /** Whether a listener follows this folder now: what a channel client has told the server. */
  follows(folder: string): boolean {
    return [...this.#listeners].some((entry) => entry.folders.includes(folder));
  }

  /** As the server does: a change reaches the listeners that follow its folder. */
  broadcast(folder: string, data: unknown): void {
    for (const { listener, folders } of this.#listeners) if (folders.includes(folder)) listener(folder, data);
  }
}

/**
 * One block request of a grid's rows (the screen binds the query). `aggregateSummary`, the
 * totals over every matching row, may come with the first block (offset 0) only.
 */
export type FetchBlock<Row, Summary = never> = (
  offset: number,
  limit: number,
) => Promise<{ records: Row[]; rowCount: number; aggregateSummary?: Summary }>;

/** Spec 001 §9: blocks of 100, overflow 2, at most 50 blocks, one request at a time. */
export const blockLoaderDefaults = { blockSize: 100, maxBlocks: 50, overflow: 2 } as const;

export interface BlockLoaderOptions<Row, Summary = never> {
  fetchBlock: FetchBlock<Row, Summary>;
  onError?: (error: unknown) => void;
  blockSize?: number;
  maxBlocks?: number;
  overflow?: number;
  /**
   * How a prefetch (a block asked for around the visible range, not in it) waits before it is
   * requested; without it, prefetches go at once. The grid passes "after the next paint", so
   * the visible rows are on screen before their neighbours' replies are rendered.
   */
  deferPrefetch?: (run: () => void) => void;
}

/**
 * A grid's rows (the attendance, allocation grids'), fetched from the server in blocks as the visible range asks
 * for them. Cached blocks are kept in least-recently-wanted order and the oldest evicted
 * past `maxBlocks`. Requests go one at a time; waiting blocks are queued most recently
 * wanted first, so a fast scroll loads where the user stopped before where they passed.
 * `setFetch` (a new query) and `reload` start a new generation: replies of an older one are
 * dropped. A reload keeps the rows shown (marked stale) until their block is answered again.
 */
export class BlockLoader<Row, Summary = never> {
  readonly blockSize: number;
  private readonly maxBlocks: number;
  private readonly overflow: number;
  private fetchBlock: FetchBlock<Row, Summary>;
  private readonly onError: ((error: unknown) => void) | undefined;
  private readonly deferPrefetch: ((run: () => void) => void) | undefined;
  /** A prefetch waits for `deferPrefetch` to call back. */
  private prefetchWaiting = false;
  /** Map order is recency: a wanted block is moved to the end; eviction takes from the front. */
  private readonly blocks = new Map<number, Row[]>();
  private readonly stale = new Set<number>();
  private queue: number[] = [];
  private inFlight = false;
  private generation = 0;
  private answered = false;
  private count = 0;
  private summary: Summary | null = null;
  private lastRange: [number, number] = [0, 0];
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor({ fetchBlock, onError, deferPrefetch, ...sizes }: BlockLoaderOptions<Row, Summary>) {
    this.fetchBlock = fetchBlock;
    this.onError = onError;
    this.deferPrefetch = deferPrefetch;
    this.blockSize = sizes.blockSize ?? blockLoaderDefaults.blockSize;
    this.maxBlocks = sizes.maxBlocks ?? blockLoaderDefaults.maxBlocks;
    this.overflow = sizes.overflow ?? blockLoaderDefaults.overflow;
  }

  /** Employees matching the query (0 until the first reply). */
  get rowCount(): number {
    return this.count;
  }

  /** The totals of every matching employee, from the latest reply that carried them (block 0's). */
  get aggregateSummary(): Summary | null {
    return this.summary;
  }

  /** Bumped on every change, for `useSyncExternalStore`. */
  get snapshot(): number {
    return this.version;
  }

  /** A row, or undefined while its block is not loaded (the grid shows a placeholder). */
  getRow(index: number): Row | undefined {
    return this.blocks.get(Math.floor(index / this.blockSize))?.[index % this.blockSize];
  }

  /** Every cached row with its index, in index order (for Ctrl+A and status polling). */
  loadedRows(): { index: number; row: Row }[] {
    return this.loadedBlockRows().flatMap(({ offset, rows }) =>
      rows.map((row, position) => ({ index: offset + position, row })),
    );
  }

  /** The cached blocks' rows, in index order; a block keeps its array while it stays cached. */
  loadedBlocks(): (readonly Row[])[] {
    return this.loadedBlockRows().map(({ rows }) => rows);
  }

  /** The cached blocks, in index order, each with the index of its first row. */
  loadedBlockRows(): { offset: number; rows: readonly Row[] }[] {
    return [...this.blocks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([block, rows]) => ({ offset: block * this.blockSize, rows }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The rows from `first` to `last` (inclusive) are visible: load them and `overflow` blocks around. */
  ensureRange(first: number, last: number): void {
    this.lastRange = [first, last];
    const lastBlock = this.answered ? Math.max(0, Math.ceil(this.count / this.blockSize) - 1) : 0;
    const from = Math.max(0, Math.floor(first / this.blockSize) - this.overflow);
    const to = Math.min(lastBlock, Math.floor(Math.max(first, last) / this.blockSize) + this.overflow);
    const wanted: number[] = [];
    // The visible blocks first, then the prefetched ones nearest first.
    const visibleFrom = Math.max(from, Math.floor(first / this.blockSize));
    const visibleTo = Math.min(to, Math.floor(Math.max(first, last) / this.blockSize));
    for (let block = visibleFrom; block <= visibleTo; block += 1) wanted.push(block);
    for (let distance = 1; distance <= this.overflow; distance += 1) {
      if (visibleTo + distance <= to) wanted.push(visibleTo + distance);
      if (visibleFrom - distance >= from) wanted.push(visibleFrom - distance);
    }
    for (const block of wanted) this.touch(block);
    const missing = wanted.filter((block) => !this.blocks.has(block) || this.stale.has(block));
    const rest = this.queue.filter((block) => !missing.includes(block));
    this.queue = [...missing, ...rest].slice(0, this.maxBlocks);
    this.pump();
  }

  /** A new query: its rows replace the old ones, which are no longer shown. */
  setFetch(fetchBlock: FetchBlock<Row, Summary>): void {
    this.fetchBlock = fetchBlock;
    this.generation += 1;
    this.blocks.clear();
    this.stale.clear();
    this.queue = [];
    this.answered = false;
    this.count = 0;
    this.summary = null;
    this.changed();
    this.ensureRange(0, this.lastRange[1] - this.lastRange[0]);
  }

  /**
   * Fetch the rows again (after a save or an approval), showing the old ones until then.
   * Block 0 is asked for too, after the visible ones: only its reply carries the totals of
   * every matching employee, which an approval or a rejection changes.
   */
  reload(): void {
    this.generation += 1;
    for (const block of this.blocks.keys()) this.stale.add(block);
    this.stale.add(0);
    this.queue = [];
    this.ensureRange(...this.lastRange);
    if (!this.queue.includes(0)) {
      this.queue.push(0);
      this.pump();
    }
  }

  private touch(block: number): void {
    const rows = this.blocks.get(block);
    if (!rows) return;
    this.blocks.delete(block);
    this.blocks.set(block, rows);
  }

  /** Whether `block` holds a row of the visible range last asked for. */
  private isVisible(block: number): boolean {
    const [first, last] = this.lastRange;
    return (
      block >= Math.floor(first / this.blockSize) &&
      block <= Math.floor(Math.max(first, last) / this.blockSize)
    );
  }

  private pump(afterDeferral = false): void {
    if (this.inFlight) return;
    const block = this.queue[0];
    if (block === undefined) return;
    if (this.blocks.has(block) && !this.stale.has(block)) {
      this.queue.shift();
      this.pump(afterDeferral);
      return;
    }
    // A visible block goes at once; a prefetch waits (once) for deferPrefetch.
    if (this.deferPrefetch && !afterDeferral && !this.isVisible(block)) {
      if (!this.prefetchWaiting) {
        this.prefetchWaiting = true;
        this.deferPrefetch(() => {
          this.prefetchWaiting = false;
          this.pump(true);
        });
      }
      return;
    }
    this.queue.shift();
    const generation = this.generation;
    this.inFlight = true;
    this.fetchBlock(block * this.blockSize, this.blockSize).then(
      (reply) => {
        this.inFlight = false;
        if (generation === this.generation) {
          this.blocks.delete(block);
          this.blocks.set(block, reply.records);
          this.stale.delete(block);
          this.evict();
          const first = !this.answered;
          this.answered = true;
          this.count = reply.rowCount;
          // Only the first block's reply carries the totals: later ones keep what we have.
          if (reply.aggregateSummary) this.summary = reply.aggregateSummary;
          this.changed();
          // Until the first reply only block 0 could be asked for: now the whole range can.
          if (first) this.ensureRange(...this.lastRange);
        }
        this.pump();
      },
      (error: unknown) => {
        this.inFlight = false;
        if (generation === this.generation) this.onError?.(error);
        this.pump();
      },
    );
  }

  private evict(): void {
    for (const block of this.blocks.keys()) {
      if (this.blocks.size <= this.maxBlocks) return;
      this.blocks.delete(block);
      this.stale.delete(block);
    }
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

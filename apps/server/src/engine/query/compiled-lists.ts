import type { CompiledQuery } from 'kysely';
import type { ListQueryRow } from './compile.js';

/**
 * Compiled list statements (SQL text and parameters, never results) by a key that names
 * everything they are built from, so a repeated list skips path checks and SQL building.
 * Bounded: past `maxEntries` the least recently used one goes.
 */
export class CompiledListCache {
  private readonly entries = new Map<string, CompiledQuery<ListQueryRow>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): CompiledQuery<ListQueryRow> | undefined {
    const compiled = this.entries.get(key);
    if (compiled) {
      // a Map iterates in insertion order: re-inserting marks it the most recent
      this.entries.delete(key);
      this.entries.set(key, compiled);
    }
    return compiled;
  }

  set(key: string, compiled: CompiledQuery<ListQueryRow>): void {
    this.entries.delete(key);
    this.entries.set(key, compiled);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

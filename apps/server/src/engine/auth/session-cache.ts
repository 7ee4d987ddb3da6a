/**
 * The sessions one instance has recently checked, keyed by the key's hash. An entry is
 * trusted for at most `ttlMs` and never past the session's own expiry; ending a session
 * anywhere removes it here through the session notices. `epoch` guards a race: a database
 * read that began before an invalidation must not put back what was just removed.
 */
export class SessionCache<Value extends { employeesId: string }> {
  private readonly entries = new Map<string, { value: Value; validUntil: number }>();
  private epoch = 0;

  constructor(
    private readonly limits: { ttlMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or undefined when absent or stale (a stale one is dropped). */
  get(keyHash: string): Value | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.validUntil <= this.now()) {
      this.entries.delete(keyHash);
      return undefined;
    }
    return entry.value;
  }

  /** A token to pass to `set` after reading the database. */
  beginRead(): number {
    return this.epoch;
  }

  /** Keeps a value read from the database unless something was invalidated since `readToken`. */
  set(keyHash: string, value: Value, expiresAt: number, readToken: number): void {
    if (readToken !== this.epoch) return;
    const validUntil = Math.min(this.now() + this.limits.ttlMs, expiresAt);
    if (validUntil <= this.now()) return;
    this.entries.delete(keyHash);
    this.entries.set(keyHash, { value, validUntil });
    // A Map iterates in insertion order, so the first key is the one cached longest ago.
    while (this.entries.size > this.limits.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  invalidateKey(keyHash: string): void {
    this.epoch += 1;
    this.entries.delete(keyHash);
  }

  invalidateEmployee(employeesId: string): void {
    this.epoch += 1;
    for (const [keyHash, entry] of this.entries) {
      if (entry.value.employeesId === employeesId) this.entries.delete(keyHash);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}

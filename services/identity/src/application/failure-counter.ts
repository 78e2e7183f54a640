export interface FailureEntry {
  count: number;
  lastAt: number;
  /** When the entry is forgotten: one window after the last failure. */
  expiresAt: number;
}

/**
 * Failures per key, forgotten one window after the key's last failure. Bounded: past maxKeys the
 * entries idle longest go first (a Map keeps insertion order and each add re-inserts its key), so a
 * flood of made-up keys costs memory only up to the cap.
 */
export class FailureCounter {
  private readonly entries = new Map<string, FailureEntry>();

  constructor(private readonly windowMs: number, private readonly now: () => number, private readonly maxKeys = 200_000) {}

  get(key: string): FailureEntry | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return e;
  }

  add(key: string) {
    const now = this.now();
    const count = (this.get(key)?.count ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, { count, lastAt: now, expiresAt: now + this.windowMs });
    this.prune(now);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  private prune(now: number) {
    for (const [key, e] of this.entries) {
      if (this.entries.size <= this.maxKeys && e.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}

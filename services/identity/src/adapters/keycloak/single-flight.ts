/**
 * Joins concurrent calls that share a key, and keeps answering with the same result for a short
 * grace after it settles. Keycloak rotates refresh tokens (each may be used once), while one
 * session can be exchanged by several requests at once (a page load fires many), and a request may
 * read the session's old token just before the rotated one is stored: both must get the same answer
 * instead of Keycloak refusing the second use and signing the user out.
 */
export class SingleFlight<T> {
  private readonly calls = new Map<string, Promise<T>>();

  constructor(private readonly graceMs: number) {}

  run(key: string, call: () => Promise<T>): Promise<T> {
    const pending = this.calls.get(key);
    if (pending) return pending;
    const p = call();
    this.calls.set(key, p);
    p.then(
      () => { setTimeout(() => this.calls.delete(key), this.graceMs).unref(); },
      () => { this.calls.delete(key); }, // a failure is not remembered: the next call may succeed
    );
    return p;
  }
}

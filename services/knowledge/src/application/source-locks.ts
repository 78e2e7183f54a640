/** Runs work on the same source one at a time in this process (an upload and a reindex may overlap). */
export class SourceLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(sourceId: string, work: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(sourceId) ?? Promise.resolve();
    const next = prev.catch(() => undefined).then(work);
    this.tails.set(sourceId, next);
    void next.catch(() => undefined).finally(() => {
      if (this.tails.get(sourceId) === next) this.tails.delete(sourceId);
    });
    return next;
  }
}

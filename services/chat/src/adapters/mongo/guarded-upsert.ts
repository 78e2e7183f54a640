const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

/**
 * Runs an update whose filter carries its condition (e.g. "only when newer") as an upsert, atomically.
 * When the document exists but fails the condition, the upsert's insert collides on _id (E11000): the
 * event is stale. The collision may also mean a concurrent first write won the insert, so the same
 * conditional update runs once more without upsert; the document now exists, and the filter decides.
 */
export async function guardedUpsert(write: (upsert: boolean) => Promise<unknown>): Promise<void> {
  try {
    await write(true);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    await write(false);
  }
}

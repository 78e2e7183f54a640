import type { Logger } from '@counsel/kit';

/**
 * A publication the service makes at start, in batches, until it is done or the service closes. Each batch
 * commits its events with its marks in one unit of work, so a failure or a crash leaves the rest to the next start,
 * which resumes after the last committed batch.
 */
export abstract class StartUpBackfill {
  protected stopped = false;
  private running: Promise<number> | null = null;

  /** `failure`: what the log says when a run fails. */
  constructor(protected readonly log: Logger, private readonly failure: string) {}

  /** Runs until done or stop() is called; resolves to how many records it published, never rejects. */
  run(): Promise<number> {
    // Closed before its turn came: the store may be closed too.
    this.running ??= this.stopped ? Promise.resolve(0) : this.publish().catch((err: unknown) => {
      this.log.error({ err }, `${this.failure}; the next start resumes`);
      return 0;
    });
    return this.running;
  }

  /** Stops after the batch in hand (its transaction either commits or does not) and waits for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** The batches, checking `stopped` between them; how many records went out. */
  protected abstract publish(): Promise<number>;
}

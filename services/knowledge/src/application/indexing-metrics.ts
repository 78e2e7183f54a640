import { Counter, Gauge, Histogram, Registry } from '@counsel/kit';

/** What one indexing job came to: indexed, failed for good, failed and will be retried, or its source was deleted meanwhile. */
export type JobOutcome = 'indexed' | 'failed' | 'retried' | 'deleted';
export type JobSource = 'file' | 'content';

/** One job in progress: set its outcome (and chunks) before it ends; a job that throws counts as retried. */
export interface IndexingJob {
  outcome: JobOutcome;
  chunks: number;
}

/**
 * The indexing pipeline's series on the knowledge service's /metrics: jobs by outcome, their duration, how many
 * run now, and chunks written. Without a registry (tests) they count into a private one nobody scrapes.
 */
export class IndexingMetrics {
  private readonly jobs: Counter<'source' | 'outcome'>;
  private readonly duration: Histogram<'source'>;
  private readonly inProgress: Gauge<'source'>;
  private readonly chunks: Counter<'source'>;

  constructor(registry: Registry = new Registry()) {
    const registers = [registry];
    this.jobs = new Counter({
      name: 'counsel_knowledge_indexing_jobs_total',
      help: 'Indexing jobs (a file or a note/link) by outcome: indexed, failed, retried, deleted',
      labelNames: ['source', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'counsel_knowledge_indexing_duration_seconds',
      help: 'Time an indexing job took: extraction, OCR, chunking, embedding, index write',
      labelNames: ['source'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    });
    this.inProgress = new Gauge({
      name: 'counsel_knowledge_indexing_in_progress',
      help: 'Indexing jobs running now',
      labelNames: ['source'],
      registers,
    });
    this.chunks = new Counter({
      name: 'counsel_knowledge_chunks_indexed_total',
      help: 'Chunks written to the search index',
      labelNames: ['source'],
      registers,
    });
  }

  /** Times and counts one job; `work` sets the outcome on the job it is given. */
  async track(source: JobSource, work: (job: IndexingJob) => Promise<void>): Promise<void> {
    const job: IndexingJob = { outcome: 'retried', chunks: 0 };
    const endTimer = this.duration.startTimer({ source });
    this.inProgress.inc({ source });
    try {
      await work(job);
    } finally {
      this.inProgress.dec({ source });
      endTimer();
      this.jobs.inc({ source, outcome: job.outcome });
      if (job.chunks > 0) this.chunks.inc({ source }, job.chunks);
    }
  }
}

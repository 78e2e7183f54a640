import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@counsel/kit';
import { ExtractionError, type ExtractedText } from '../../domain/document-text.js';
import type { KnowledgeFileKind } from '../../domain/knowledge-file.js';
import type { TextExtractor } from '../../ports/text-extractor.js';
import { FileTextExtractor } from './file-text-extractor.js';

export interface ExtractJob { id: number; bytes: Uint8Array; kind: string }
export type ChildReply =
  | { id: number; text: ExtractedText }
  | { id: number; error: { message: string; readable: boolean } }
  | { log: { level: 'debug' | 'info' | 'warn' | 'error'; fields: unknown; msg?: string } }
  | { ready: true };

export interface IsolatedExtractorOptions {
  ocr: boolean;
  /** How long the process may wait for a file before it is ended (the next file starts another). */
  idleMs?: number;
  /** The child's entry (the compiled extraction-child.js beside this file by default). */
  entry?: string;
  /** Node options for the child (a test's loader for the TypeScript sources). */
  execArgv?: string[];
}

/**
 * Extracts text in a child process that ends when idle. pdfjs, the canvas that renders scanned pages and the
 * tesseract worker hold about 200 MB between them, and a long-lived process does not give that back to the system
 * once it has touched it (the allocator keeps freed pages); a process that exits does. Files come in bursts (the
 * demo's first indexing, an upload, a re-index), so one process serves a burst and is gone for the idle hours after.
 */
export class IsolatedTextExtractor implements TextExtractor {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, { resolve: (t: ExtractedText) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleMs: number;
  private readonly entry: string;

  constructor(private readonly log: Logger, private readonly opts: IsolatedExtractorOptions) {
    // Short: the indexer asks for a burst's next file once it has stored the last (seconds at most), so a longer
    // quiet means the burst is over, and the child's ~300 MB are better given back than kept to spare a restart
    // (a couple of seconds).
    this.idleMs = opts.idleMs ?? 10_000;
    this.entry = opts.entry ?? fileURLToPath(new URL('./extraction-child.js', import.meta.url));
  }

  /** The child's pid while one runs. */
  get childPid(): number | undefined {
    return this.child?.pid;
  }

  extract(bytes: Uint8Array, kind: KnowledgeFileKind): Promise<ExtractedText> {
    this.cancelIdleTimer();
    const child = this.child ?? this.spawn();
    const id = this.nextId++;
    return new Promise<ExtractedText>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ id, bytes, kind } satisfies ExtractJob, (err) => {
        if (!err || !this.pending.delete(id)) return;
        reject(err);
      });
    }).finally(() => {
      if (this.pending.size === 0) this.armIdleTimer();
    });
  }

  async close() {
    this.cancelIdleTimer();
    await this.stop();
  }

  private spawn(): ChildProcess {
    const child = fork(this.entry, [], {
      // Structured clone: the file's bytes go over as bytes, not as a JSON array of numbers.
      serialization: 'advanced',
      execArgv: this.opts.execArgv ?? [],
      env: { ...process.env, COUNSEL_EXTRACT_OCR: this.opts.ocr ? '1' : '0' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    child.on('message', (reply: ChildReply) => this.onReply(reply));
    child.on('error', (err) => this.log.error({ err }, 'text extraction process failed'));
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.pending.size === 0) return;
      const err = new Error(`the text extraction process ended (${signal ?? code}) before it answered`);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.log.error({ code, signal }, 'text extraction process ended with files in progress');
    });
    return child;
  }

  private onReply(reply: ChildReply) {
    if ('log' in reply) {
      const { level, fields, msg } = reply.log;
      this.log[level](fields as object, msg);
      return;
    }
    if (!('id' in reply)) return;
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if ('text' in reply) p.resolve(reply.text);
    else p.reject(reply.error.readable ? new ExtractionError(reply.error.message) : new Error(reply.error.message));
  }

  private armIdleTimer() {
    this.cancelIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.pending.size === 0) void this.stop();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private cancelIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Disconnecting lets the child finish its OCR worker and exit; a child that does not is killed. */
  private async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.disconnect();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    kill.unref();
    await exited;
    clearTimeout(kill);
  }
}

/**
 * The service's extractor: isolated in a child process when running compiled, and in this process when running
 * from the TypeScript sources (the tests), where there is no JavaScript entry for a child to start.
 */
export function openTextExtractor(log: Logger, opts: { ocr: boolean }): TextExtractor {
  const entry = fileURLToPath(new URL('./extraction-child.js', import.meta.url));
  return existsSync(entry) ? new IsolatedTextExtractor(log, { ...opts, entry }) : new FileTextExtractor(log, opts);
}

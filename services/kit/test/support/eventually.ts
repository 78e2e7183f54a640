/**
 * Waits for what arrives asynchronously (bus deliveries, outbox relays, spans, log lines) by checking the very
 * condition a test is about to assert, instead of a fixed pause: a pause long enough on a busy CI machine is
 * wasted time everywhere else, and one short enough for a laptop fails on the busy machine.
 * For tests only; every package's tests import it from here.
 */

export interface WaitOptions {
  /** How long to keep trying before giving up. */
  timeoutMs?: number;
  /** The pause between two tries. */
  intervalMs?: number;
}

// Long, because a met condition returns at once: only a failing test waits it out, and CI machines ran deliveries
// that take 100 ms here for over 10 s (jest's own limit per test is 60 s).
const DEFAULT_TIMEOUT_MS = 25_000;
const DEFAULT_INTERVAL_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries `assertion` (a callback whose `expect`s throw) until it passes, and returns what it returned. At the
 * timeout the last assertion error is rethrown as it is, so the failure reads as the assertion's own message.
 */
export async function eventually<T>(assertion: () => T | Promise<T>, { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = DEFAULT_INTERVAL_MS }: WaitOptions = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await pause(intervalMs);
  }
}

type Falsy = null | undefined | false | 0 | '';

/**
 * Reads until `ok` holds for the value read (without `ok`: until the value is truthy) and returns that value.
 * At the timeout it fails naming `what` and the last value read.
 */
export function until<T, S extends T>(what: string, read: () => T | Promise<T>, ok: (value: T) => value is S, options?: WaitOptions): Promise<S>;
export function until<T>(what: string, read: () => T | Promise<T>, ok: (value: T) => boolean, options?: WaitOptions): Promise<T>;
export function until<T>(what: string, read: () => T | Promise<T>, ok?: undefined, options?: WaitOptions): Promise<Exclude<T, Falsy>>;
export async function until<T>(what: string, read: () => T | Promise<T>, ok: (value: T) => boolean = Boolean, { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = DEFAULT_INTERVAL_MS }: WaitOptions = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last value: ${shortForm(value)}`);
    await pause(intervalMs);
  }
}

/** The last value, short enough for a failure message. */
function shortForm(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/**
 * A short pause for tests that assert something did NOT happen (no duplicate, no further event): there is no
 * condition to wait for, so after the positive condition was waited for, this gives a straggler time to show up.
 */
export const quietPeriod = (ms = 300) => pause(ms);

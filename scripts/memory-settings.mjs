// glibc's malloc gives busy threads arenas of their own (up to eight per core), and memory freed into one arena is
// not handed back to the system while any of its pages is in use: under load the portal's threads (libuv's pool
// hashing passwords and reading SQLite, V8's helpers) held 25-50 MB more outside the V8 heap after minutes of load.
// Two arenas hold that down at no measurable CPU cost (see README, "Memory"). glibc reads MALLOC_ARENA_MAX only
// when a process starts (V8 its flags too), so `npm start` runs the portal as a child that has them, unless the caller
// set MALLOC_ARENA_MAX already.
import { spawn } from 'node:child_process';

export const DEFAULT_MALLOC_ARENA_MAX = '2';
/**
 * When its collections are quick V8 lets the old generation grow to up to four times what the last full one kept:
 * under the soak's load the heap it reserved swung between 190 and 410 MB around some 130 MB live. A growth of 25%
 * keeps it near what is live (README, "Memory"). Also in the image's command line.
 */
export const V8_MEMORY_FLAGS = ['--heap-growing-percent=25'];

/**
 * True when this process should go on and run the portal itself. Otherwise it has started the same script again
 * with MALLOC_ARENA_MAX set and V8_MEMORY_FLAGS before the caller's node flags (same arguments, stdin, stdout and
 * stderr), passes signals on, and ends as the child ends (its exit code, or the signal that stopped it); the caller
 * must then do nothing more.
 */
export function runsWithMemorySettings() {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined) return true;
  // A debugger attaches to the process the user started, and a second inspector would find the port taken.
  if (process.execArgv.some((a) => a.startsWith('--inspect'))) return true;
  // The caller's own setting of a flag wins (node takes the last one given).
  const child = spawn(process.execPath, [...V8_MEMORY_FLAGS, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: DEFAULT_MALLOC_ARENA_MAX },
  });
  // Ctrl-C reaches the whole process group, the child included; a signal sent to this process alone (a service
  // manager's, a test's) is passed on. The portal stops once however many times it is asked.
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (signal) => { if (child.exitCode === null && child.signalCode === null) child.kill(signal); };
  for (const signal of forwarded) process.on(signal, forward);
  child.once('error', (err) => {
    console.error(`Could not start the portal: ${err.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    for (const s of forwarded) process.off(s, forward);
    // Ended by a signal: end the same way, so a shell or supervisor sees what the portal saw.
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  return false;
}

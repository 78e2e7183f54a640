// The portal's processes as Linux's /proc shows them, for the benches that measure its memory and CPU: on Linux
// `npm start` runs the portal in a child of its own (memory-settings.mjs), so the process started is not the one
// that serves.
import { readdirSync, readFileSync } from 'node:fs';

/** The direct children of a process (none once it has ended). */
export function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** Resident memory in MB; throws once the process has ended. */
export function rssMb(pid) {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Memory only this process holds (not the node binary's pages it shares with its child), in MB; 0 once ended. */
export function privateMb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return [...rollup.matchAll(/^Private_(?:Clean|Dirty):\s+(\d+) kB/gm)].reduce((kb, m) => kb + Number(m[1]), 0) / 1024;
  } catch {
    return 0;
  }
}

const runsStart = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/start.mjs');
  } catch {
    return false; // ended meanwhile
  }
};

/** The start.mjs processes from `pid` down to the one that serves, in order (just `pid` when it serves itself). */
export function startChain(pid) {
  const next = childPids(pid).find(runsStart);
  return next === undefined ? [pid] : [pid, ...startChain(next)];
}

/** The process that serves: the last start.mjs in the line `npm start` began at `pid`. */
export const servingPid = (pid) => startChain(pid).at(-1);

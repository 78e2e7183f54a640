import { readdirSync, readFileSync } from 'node:fs';

/** Whether a process with this id is alive (signal 0 only asks; it sends nothing). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The direct children of a process, from Linux's /proc (each of its threads lists those it started). */
export function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`)
    .flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
}

// Longest test files first, so that no long file starts near the end of the run while the other worker idles.
// Jest orders by the durations it cached on earlier runs; a fresh clone (CI) has none, and jest's fallback, file
// size, says little here: a 130-line browser sweep runs for minutes, a 400-line table of unit cases for a second.
// So a file without a cached duration gets an estimate: the measured seconds of the known long files below, else
// a typical time for its kind (a browser test, a gateway test that starts a whole portal, anything else).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jestSequencer from '@jest/test-sequencer';

// A CommonJS module: its class is the `default` export's `default`.
const Sequencer = jestSequencer.default ?? jestSequencer;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Seconds measured on this machine kind (2 cores) with the suite running in two workers, from the latest fresh-clone
 * CI run (the sweeps, notifications, shell, the colleges journey and the authorization matrix), the rest from an
 * earlier one; the sweeps, notifications and keycloak sign-in scaled since by their before/after ratio measured side by
 * side on a loaded machine. Only the order matters: a long file must not start near the end of the run.
 */
const KNOWN_SECONDS = {
  'e2e/journeys/axe-every-screen.dark.test.ts': 221,
  'e2e/journeys/axe-every-screen.light.test.ts': 217,
  'gateway/test/sign-in-throttling.test.ts': 30,
  'e2e/admin.test.ts': 91,
  'e2e/keycloak-sign-in.test.ts': 108,
  'e2e/notifications.test.ts': 79,
  'e2e/shell.test.ts': 84,
  'e2e/colleges-journey.test.ts': 81,
  'e2e/knowledge.test.ts': 76,
  'gateway/test/authorization-matrix.test.ts': 73,
  'e2e/colleges-student.test.ts': 72,
  'e2e/letters.test.ts': 70,
  'e2e/counseling.test.ts': 68,
  // Scaled by their measured ratio once their portals started in the worker's portal host (hosted-portal.ts).
  'gateway/test/trusted-proxies.test.ts': 25,
  'gateway/test/password-spray.test.ts': 14,
  'gateway/test/chat-routes.test.ts': 12,
};

function estimateSeconds(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel in KNOWN_SECONDS) return KNOWN_SECONDS[rel];
  if (rel.startsWith('e2e/')) return 50;
  if (rel.startsWith('gateway/test/')) return 10;
  return 2;
}

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const failed = new Map(tests.map((test) => [test, this.hasFailed(test)]));
    const ms = new Map(tests.map((test) => [test, this.time(test) ?? estimateSeconds(test.path) * 1000]));
    for (const test of tests) test.duration = ms.get(test);
    // Failed files first (the quickest answer to "is it fixed?"), then the longest.
    return [...tests].sort((a, b) => Number(failed.get(b)) - Number(failed.get(a)) || ms.get(b) - ms.get(a));
  }
}

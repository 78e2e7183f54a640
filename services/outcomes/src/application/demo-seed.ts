import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_SCHOOL_ID, type Logger } from '@counsel/kit';
import type { Outcome } from '../domain/outcome.js';
import { parseOutcomesFile } from '../domain/outcome-import.js';
import { outcomesRecorded } from './outcome-events.js';
import type { OutcomesStore } from '../ports/outcomes-store.js';

const DEMO_IMPORT_ID = 'demo-outcomes';

/**
 * Three past classes of synthetic outcomes for the demo school (data/demo-outcomes.csv, written by
 * scripts/generate-demo-outcomes.mjs), so the demo students' colleges show scattergrams. Once: a school that holds
 * outcomes (seeded before, imported or graduated) is left alone. Their events go with them (the relay sends them at
 * start), so the dashboards show these classes as they would an import.
 */
export async function seedDemoOutcomes(store: OutcomesStore, log: Logger, now = new Date()): Promise<number> {
  if (await store.outcomes.count(DEFAULT_SCHOOL_ID) > 0) return 0;
  const text = readFileSync(new URL('../../data/demo-outcomes.csv', import.meta.url), 'utf8');
  const { rows, rejected } = parseOutcomesFile(text, now.getUTCFullYear());
  if (rejected.length) log.warn({ rejected }, 'demo outcomes: rows rejected');
  const outcomes = rows.map((r): Outcome => ({
    ...r, id: randomUUID(), schoolId: DEFAULT_SCHOOL_ID, source: 'IMPORT', importId: DEMO_IMPORT_ID, studentId: null, applicationId: null,
  }));
  await store.write((w) => { for (const o of outcomes) w.outcomes.add(o); }, outcomesRecorded(outcomes));
  log.info({ outcomes: outcomes.length }, 'demo outcomes seeded');
  return outcomes.length;
}

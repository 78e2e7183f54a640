import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { DEFAULT_SCHOOL_NAME } from '../domain/school.js';
import type { RosterStore } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';

/**
 * Gives the default school its configured name at start-up, while it still has the name the migration gave
 * it: once an admin renames it, the admin's name stays.
 */
export async function nameDefaultSchool(store: RosterStore, events: RosterEvents, name: string | undefined, now = () => new Date()) {
  const school = await store.schools.get(DEFAULT_SCHOOL_ID);
  const wanted = name?.trim().slice(0, 200);
  if (!school || !wanted || school.name !== DEFAULT_SCHOOL_NAME || wanted === school.name) return;
  const next = { ...school, name: wanted, updatedAt: now().toISOString() };
  await store.write((w) => w.schools.save(next), [events.schoolChanged(next)]);
  events.committed();
}

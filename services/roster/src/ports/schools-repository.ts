import type { School } from '../domain/school.js';

export interface SchoolRepository {
  /** By name (case aside), then id; archived schools only when asked. */
  list(includeArchived: boolean): Promise<School[]>;
  get(id: string): Promise<School | null>;
}

export interface SchoolWrites {
  /** A new school, or a school's new state in full. */
  save(school: School): void;
}

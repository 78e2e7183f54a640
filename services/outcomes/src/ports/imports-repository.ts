import type { OutcomeImport } from '../domain/outcome-import.js';

/** The imports of past outcomes from files. */
export interface ImportRepository {
  get(id: string): Promise<OutcomeImport | null>;
  /** Whether a file with this hash was applied to the school already. */
  appliedFile(schoolId: string, fileHash: string): Promise<boolean>;
}

export interface ImportWrites {
  save(i: OutcomeImport): void;
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'disabled' | 'refused';
/** Accounts one roster import created, updated… so far (its audit entry's counts). */
export type ImportTally = Record<ImportOutcome, number>;

/** The account counts of roster imports, one tally per import. */
export interface ImportTallyRepository {
  /** An import's counts so far (all 0 for an import no account event has reached yet). */
  tally(importId: string): Promise<ImportTally>;
}

export interface ImportTallyWrites {
  /** Counts one account's outcome in an import. */
  count(importId: string, outcome: ImportOutcome): void;
}

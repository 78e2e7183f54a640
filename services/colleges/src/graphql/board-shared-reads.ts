import { isoDay, readerKey, selectsOnly, type RequestContext, type SharedReads } from '@counsel/kit';

const BOARD_FIELDS = new Set(['deadlineBoard']);
/** Nothing of the board's rows is completed by another subgraph or read from elsewhere. */
const NEVER_KEPT = new Set<string>();

export interface BoardData {
  /** The lists' store (applications, curated deadlines, the student, letter and history copies events bring). */
  store: { revision(): string | null };
  /** The catalog the rows' colleges come from. */
  catalog: { revision(): number | null };
  /** The clock the board's "today" follows (deadlines due, passed). */
  now?: () => Date;
}

/**
 * The deadline board, kept per reader: BoardService.board answers from who reads (requireStaff, their schools and
 * caseload), the lists' store, the catalog and today's date, nothing else (not an access-log read: many students).
 * The scope holds all of them: the reader's key (kit readerKey), the store's revision (any write changes it, those of
 * event handlers copying students, letters and history included, and other processes' commits), the catalog's and
 * the day. A store or catalog without a revision (MongoDB, Elasticsearch, a catalog being loaded) keeps nothing.
 */
export function boardSharedReads(data: BoardData): SharedReads<RequestContext> {
  return {
    covers: (document, operationName) => selectsOnly(document, operationName, BOARD_FIELDS, NEVER_KEPT),
    scope: (ctx) => {
      if (!ctx.principal) return null;
      const store = data.store.revision();
      const catalog = data.catalog.revision();
      if (store === null || catalog === null) return null;
      return `board@${store}/${catalog}/${isoDay(data.now?.() ?? new Date())}\n${readerKey(ctx.principal)}`;
    },
  };
}

import { readerKey, selectsOnly, type RequestContext, type SharedReads } from '@counsel/kit';

/** The staff list's root field: its answer is the list rows, stored columns of the students store only. */
const LIST_FIELDS = new Set(['students']);
/**
 * Fields a kept list never selects: they read other repositories and log staff reads (academics, activities,
 * preferences), or are entity references another subgraph completes (the gateway merges into those, and a kept
 * answer is frozen).
 */
const NEVER_KEPT = new Set(['academics', 'activities', 'collegePreferences', 'user', 'school', 'counselor']);

/** The caller's own record. */
const OWN_FIELDS = new Set(['myStudent']);
/** Fields of the caller's own record a kept answer never selects: they read other repositories. */
const NEVER_KEPT_OWN = new Set(['academics', 'activities', 'collegePreferences']);

/**
 * The staff list of students, kept per reader: its answer depends only on who reads (StudentsService.list: requireStaff,
 * then the caller's schools and caseload, FERPA's limit) and on the students store. The scope is therefore the reader's
 * key (kit readerKey: account, role, schools) and the store's revision, which any write changes (a profile saved,
 * an enrollment or a college list arriving by event, another process's commit), so the next read after a write runs
 * the resolvers again. Not an access-log read (a list is not one student's record). The caller's own record
 * (myStudent: requireUser, then the profile of the caller's account, not logged either: a student reading their own)
 * is kept the same way; it holds references another subgraph completes (user: identity), so each caller is handed a
 * copy. A store without a revision (MongoDB, which other processes share) keeps nothing.
 */
export function studentSharedReads(store: { revision(): string | null }): SharedReads<RequestContext> {
  return {
    covers: (document, operationName) => {
      if (selectsOnly(document, operationName, LIST_FIELDS, NEVER_KEPT)) return true;
      return selectsOnly(document, operationName, OWN_FIELDS, NEVER_KEPT_OWN) ? 'copies' : false;
    },
    scope: (ctx) => {
      if (!ctx.principal) return null;
      const revision = store.revision();
      return revision === null ? null : `students@${revision}\n${readerKey(ctx.principal)}`;
    },
  };
}

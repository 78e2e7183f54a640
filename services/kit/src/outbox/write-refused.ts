/** Why a store refused a write: the record is gone, it changed meanwhile, or the upload was registered already. */
export type RefusalReason = 'gone' | 'changed' | 'upload-taken';

const MESSAGES: Record<RefusalReason, string> = {
  gone: 'the record is gone',
  changed: 'the record changed meanwhile',
  'upload-taken': 'the upload was registered already',
};

/**
 * A write the store refuses, with everything else of its unit of work (a record already gone, a race lost, an
 * upload used twice): thrown from a repository's write, it rolls back the whole unit with its events. A store with
 * reasons of its own extends it with them and their messages.
 */
export class WriteRefused<R extends string = RefusalReason> extends Error {
  constructor(readonly reason: R, message: string = MESSAGES[reason as RefusalReason]) {
    super(message);
    this.name = 'WriteRefused';
  }
}

/**
 * True when the unit of work committed, false when the store refused it for `reason` (other errors propagate).
 * `reason` is one of the kit's unless a store names its own (`committed<StoreReason>`), so a misspelt one fails to compile.
 */
export async function committed<R extends string = RefusalReason>(write: Promise<void>, reason: NoInfer<R>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if (err instanceof WriteRefused && err.reason === reason) return false;
    throw err;
  }
}

import type { UploadLedger, UploadRecord } from '@counsel/kit';

/** The kit's upload ledger (its single-use steps write at once, outside a unit of work), read also by account. */
export interface UploadRepository extends UploadLedger {
  /** Every upload row of an account (registered or not): an export shows them, an erasure removes them. */
  ofOwner(ownerUserId: string): Promise<UploadRecord[]>;
}

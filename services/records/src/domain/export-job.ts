export type ExportState = 'pending' | 'running' | 'ready' | 'failed' | 'expired';

/** An export of one student's record: who asked, its state and, when ready, the archive in the blob store. */
export interface ExportJob {
  id: string;
  studentId: string;
  studentUserId: string;
  requestedBy: string;
  requestedRole: 'student' | 'counselor' | 'admin';
  state: ExportState;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  blobId: string | null;
  bytes: number | null;
  fileCount: number | null;
  expiresAt: string | null;
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { RecordExportDocument, StartRecordExportDocument, type RecordExportFieldsFragment, type RecordExportState } from '../../gql/graphql';

/** How often to ask while the archive is being built (a single row read on the server). */
export const EXPORT_POLL_MS = 1000;
const SETTLED: RecordExportState[] = ['READY', 'FAILED', 'EXPIRED'];

export interface RecordExportFlow {
  job: RecordExportFieldsFragment | null;
  /** Asking to start, or the archive is still being built. */
  busy: boolean;
  /** Why the export could not be started or followed, in words. */
  error: string | null;
  start: () => void;
}

/** Starts an export of one student's record and follows it until it is READY, FAILED or EXPIRED. */
export function useRecordExport(studentId: string): RecordExportFlow {
  const [startExport, started] = useMutation(StartRecordExportDocument);
  const [exportId, setExportId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const followed = useQuery(RecordExportDocument, { variables: { id: exportId ?? '' }, skip: !exportId, fetchPolicy: 'network-only' });
  const job = (exportId && (followed.data?.recordExport ?? started.data?.startRecordExport)) || null;
  const settled = job ? SETTLED.includes(job.state) : false;

  const { startPolling, stopPolling } = followed;
  useEffect(() => {
    if (!exportId || settled) return;
    startPolling(EXPORT_POLL_MS);
    return () => stopPolling();
  }, [exportId, settled, startPolling, stopPolling]);

  const start = () => {
    setStartError(null);
    startExport({ variables: { studentId } })
      .then((result) => setExportId(result.data?.startRecordExport.id ?? null))
      .catch((error: unknown) => setStartError(graphqlMessage(error) ?? 'The export could not be started. Please try again.'));
  };

  const lost = exportId && followed.data && !followed.data.recordExport ? 'This export no longer exists. Please export again.' : null;
  const followError = followed.error && !followed.data ? graphqlMessage(followed.error) ?? 'The export\'s progress could not be read.' : null;
  return { job, busy: started.loading || Boolean(job && !settled), error: startError ?? lost ?? followError, start };
}

import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ImportedAccountCountDocument } from '../../gql/graphql';

/** How often to ask while accounts are still being created (a count read: cheap for the server). */
export const ACCOUNTS_POLL_MS = 2000;
/** No new account for this long: stop asking (the rest were most likely refused: their email is in use). */
export const ACCOUNTS_STALL_MS = 120_000;

export interface AccountsReady {
  /** Accounts identity has created so far (null until the first answer). */
  ready: number | null;
  /** The import's new accounts: what `ready` reaches once identity has them all. */
  expected: number;
  /** Every new account exists: the links file is complete. */
  done: boolean;
  /** Asking stopped without progress for ACCOUNTS_STALL_MS. */
  stalled: boolean;
  /** Asks again (after a stall). */
  checkAgain: () => void;
}

/**
 * Identity creates an applied import's accounts from the roster's events, in the background (minutes for a
 * whole district). Asks how many exist until they all do, every `pollMs`, and stops when done or stalled.
 */
export function useAccountsReady(importId: string, newAccounts: number, applied: boolean, pollMs = ACCOUNTS_POLL_MS): AccountsReady {
  const active = applied && newAccounts > 0;
  const result = useQuery(ImportedAccountCountDocument, { variables: { importId }, skip: !active, fetchPolicy: 'network-only' });
  const count = result.data?.importedAccountCount;
  const ready = count == null ? null : Math.min(count, newAccounts);
  const done = applied && (newAccounts === 0 || ready === newAccounts);
  // Stalled at a given count: any progress (a new count) un-stalls it by itself.
  const [stalledAt, setStalledAt] = useState<number | null>(null);
  const stalled = !done && stalledAt !== null && stalledAt === (ready ?? -1);

  const { startPolling, stopPolling, refetch } = result;
  useEffect(() => {
    if (!active || done || stalled) return;
    startPolling(pollMs);
    const timer = setTimeout(() => setStalledAt(ready ?? -1), ACCOUNTS_STALL_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [active, done, stalled, ready, pollMs, startPolling, stopPolling]);

  const checkAgain = () => {
    setStalledAt(null);
    void refetch();
  };
  return { ready, expected: newAccounts, done, stalled, checkAgain };
}

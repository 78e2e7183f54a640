import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { pageParam, pageValue } from '../../app/address-params';
import { useAddressParams } from '../../app/use-address-params';
import { AuditActorsDocument, StaffAuditLogDocument, type StaffAuditLogQuery } from '../../gql/graphql';

export type AuditEntry = StaffAuditLogQuery['auditLog']['items'][number];

export const AUDIT_PAGE_SIZE = 25;

/**
 * The staff audit log, newest first, filtered by action and actor and paged on the server. The filters
 * live in the address (?action=&actor=&page=), so a filtered view can be shared or reloaded.
 */
export function useAuditLog() {
  const { params, update } = useAddressParams();
  const action = params.get('action') || null;
  const actorId = params.get('actor') || null;
  const page = pageParam(params.get('page'));

  // The log changes with every staff action: always ask the server, showing the cached page meanwhile.
  const log = useQuery(StaffAuditLogDocument, {
    variables: { action, actorId, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [actorSearch, setActorSearch] = useState('');
  const [actorQuery, setActorQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setActorQuery(actorSearch.trim()), 300);
    return () => clearTimeout(timer);
  }, [actorSearch]);
  const actors = useQuery(AuditActorsDocument, { variables: { q: actorQuery || null }, fetchPolicy: 'cache-and-network' });
  const actorData = actors.data ?? actors.previousData;
  const shown = log.data ?? log.previousData;

  return {
    entries: shown?.auditLog.items ?? [],
    total: shown?.auditLog.total ?? 0,
    loading: log.loading,
    error: log.error ?? null,
    refetch: () => void log.refetch().catch(() => undefined),
    actors: { admins: actorData?.admins.items ?? [], counselors: actorData?.counselors.items ?? [] },
    actorsLoading: actors.loading,
    searchActors: setActorSearch,
    filters: { action, actorId, page },
    setAction: (value: string | null) => update({ action: value, page: null }),
    setActor: (value: string | null) => update({ actor: value, page: null }),
    setPage: (value: number) => update({ page: pageValue(value) }),
    clearFilters: () => update({ action: null, actor: null, page: null }),
  };
}

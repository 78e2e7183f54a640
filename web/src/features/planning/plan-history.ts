import type { AcademicPlanFieldsFragment } from '../../gql/graphql';
import i18next from 'i18next';

type Comment = AcademicPlanFieldsFragment['comments'][number];
type HistoryLine = AcademicPlanFieldsFragment['history'][number];

/** The newest comment (ISO times sort as text), the one a returned plan answers. */
export function latestComment(comments: readonly Comment[]): Comment | null {
  return comments.reduce<Comment | null>((newest, c) => (!newest || c.createdAt >= newest.createdAt ? c : newest), null);
}

/** Newest first, as the counselor reads a history. */
export const newestFirst = <T extends { at: string }>(lines: readonly T[]): T[] => [...lines].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

/** What happened, in words: the known actions by name, anything else as the server wrote it. */
export const historyAction = (line: Pick<HistoryLine, 'action'>): string =>
  i18next.t(`history.${line.action}`, { ns: 'planning', defaultValue: line.action });

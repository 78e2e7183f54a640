import i18next from 'i18next';
import type { MeetingBriefQuery } from '../../../gql/graphql';

/** Who worded the brief: the records' own assembly, or the model that reworded its topics. */
export function answeredByText(b: Pick<MeetingBriefQuery['meetingBrief'], 'answeredBy' | 'model'>): string {
  if (b.answeredBy === 'offline') return i18next.t('brief.offline', { ns: 'counselor' });
  const by = `${b.answeredBy}${b.model ? ` (${b.model})` : ''}`;
  return i18next.t('brief.worded', { ns: 'counselor', by });
}

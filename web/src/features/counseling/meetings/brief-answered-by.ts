import type { MeetingBriefQuery } from '../../../gql/graphql';

/** Who worded the brief: the records' own assembly, or the model that reworded its topics. */
export function answeredByText(b: Pick<MeetingBriefQuery['meetingBrief'], 'answeredBy' | 'model'>): string {
  return b.answeredBy === 'offline'
    ? 'Assembled from the records by the offline assistant'
    : `Assembled from the records; topics worded by ${b.answeredBy}${b.model ? ` (${b.model})` : ''}`;
}

import type { AcademicPlanStatus, AcademicTrackStatus } from '../../gql/graphql';
import { TintedTag } from '../counseling/TintedTag';
import { messages } from './messages';

const STATUS_COLORS: Record<AcademicPlanStatus, string> = { DRAFT: 'default', SUBMITTED: 'processing', RETURNED: 'warning', APPROVED: 'success' };
const TRACK_COLORS: Record<AcademicTrackStatus, string> = { ON_TRACK: 'success', AT_RISK: 'warning', OFF_TRACK: 'error' };

/** The plan's status in words (the tint only repeats it). */
export function PlanStatusTag({ status }: { status: AcademicPlanStatus }) {
  return <TintedTag color={STATUS_COLORS[status]} data-testid="plan-status">{messages.status[status]}</TintedTag>;
}

/** On track / at risk / off track in words, optionally after the set's name. */
export function TrackTag({ status, prefix }: { status: AcademicTrackStatus; prefix?: string }) {
  return <TintedTag color={TRACK_COLORS[status]}>{prefix ? `${prefix}: ${messages.track[status]}` : messages.track[status]}</TintedTag>;
}

import { useTranslation } from 'react-i18next';
import type { AcademicPlanStatus, AcademicTrackStatus } from '../../gql/graphql';
import { TintedTag } from '../counseling/TintedTag';

const STATUS_COLORS: Record<AcademicPlanStatus, string> = { DRAFT: 'default', SUBMITTED: 'processing', RETURNED: 'warning', APPROVED: 'success' };
const TRACK_COLORS: Record<AcademicTrackStatus, string> = { ON_TRACK: 'success', AT_RISK: 'warning', OFF_TRACK: 'error' };

/** The plan's status in words (the tint only repeats it). */
export function PlanStatusTag({ status }: { status: AcademicPlanStatus }) {
  const { t } = useTranslation('planning');
  return <TintedTag color={STATUS_COLORS[status]} data-testid="plan-status">{t(`status.${status}`)}</TintedTag>;
}

/** On track / at risk / off track in words, optionally after the set's name. */
export function TrackTag({ status, prefix }: { status: AcademicTrackStatus; prefix?: string }) {
  const { t } = useTranslation('planning');
  return <TintedTag color={TRACK_COLORS[status]}>{prefix ? `${prefix}: ${t(`track.${status}`)}` : t(`track.${status}`)}</TintedTag>;
}

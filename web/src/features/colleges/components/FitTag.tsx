import { Tag, Tooltip, Typography } from 'antd';
import type { MyApplication } from '../use-my-list';
import { FIT_COLORS, FIT_LABELS } from '../college-format';

/**
 * The fit estimate (reach, match, likely) with its reason in words. It is an estimate from published ranges,
 * never a prediction of the decision, and says so.
 */
export function FitTag({ fit }: { fit: MyApplication['fit'] }) {
  return (
    <Tooltip title="An estimate from your scores and the college's published figures, not a prediction of the decision.">
      <Tag color={FIT_COLORS[fit.level]} tabIndex={0}>{FIT_LABELS[fit.level]} (estimate)</Tag>
    </Tooltip>
  );
}

export function FitReason({ fit }: { fit: MyApplication['fit'] }) {
  return (
    <Typography.Text type="secondary">
      Estimated fit: {fit.reason}{/[.!?]$/.test(fit.reason) ? '' : '.'} Admission decisions weigh much more than scores.
    </Typography.Text>
  );
}

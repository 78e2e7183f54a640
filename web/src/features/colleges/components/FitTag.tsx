import { useTranslation } from 'react-i18next';
import { Tag, Tooltip, Typography } from 'antd';
import type { MyApplication } from '../use-my-list';
import { FIT_COLORS, FIT_LABELS } from '../college-format';
import { fitReasonText } from '../fit-reason-text';

/**
 * The fit estimate (reach, match, likely) with its reason in words. It is an estimate from published ranges,
 * never a prediction of the decision, and says so.
 */
export function FitTag({ fit }: { fit: MyApplication['fit'] }) {
  const { t } = useTranslation('colleges');
  return (
    <Tooltip title={t('fitTag.tooltip')}>
      <Tag color={FIT_COLORS[fit.level]} tabIndex={0}>{t('fitTag.tag', { fit: FIT_LABELS[fit.level] })}</Tag>
    </Tooltip>
  );
}

export function FitReason({ fit }: { fit: MyApplication['fit'] }) {
  const { t } = useTranslation('colleges');
  const reason = fitReasonText(fit);
  return (
    <Typography.Text type="secondary">
      {t('fitTag.reason', { reason, stop: /[.!?]$/.test(reason) ? '' : '.' })}
    </Typography.Text>
  );
}

import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text';

/** `writtenBy`: the guardian who wrote the answer, which the server sends to school staff only. */
type Item = { questionId: string; prompt: string; answer: string; writtenBy?: string | null };

/**
 * The family part of a brag sheet, read-only, under the student's own answers wherever staff read the brag sheet
 * (same authorization: the server sends it with the sheet). A guardian writes it; nothing of it shows until they have.
 */
export function FamilyBragItems({ items }: { items: readonly Item[] | null | undefined }) {
  const { t } = useTranslation('familyBrag');
  const answered = (items ?? []).filter((i) => i.answer.trim());
  if (!answered.length) return null;
  return (
    <section aria-label={t('label')} data-testid="family-brag-items">
      <Typography.Text strong>{t('title')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('byFamily')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        layout="vertical"
        items={answered.map((item) => ({
          key: item.questionId,
          label: serverText(item.prompt),
          children: (
            <div>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.answer}</Typography.Paragraph>
              {item.writtenBy && <Typography.Text type="secondary" data-testid="family-brag-author">{t('writtenBy', { name: item.writtenBy })}</Typography.Text>}
            </div>
          ),
        }))}
      />
    </section>
  );
}

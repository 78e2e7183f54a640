import { useTranslation } from 'react-i18next';
import { Descriptions, Typography } from 'antd';
import type { BragSheetFieldsFragment } from '../../gql/graphql';

/** A brag sheet read-only: each question with the student's answer, an unanswered one said so in words. */
export function BragSheetAnswers({ sheet, label }: { sheet: BragSheetFieldsFragment; label: string }) {
  const { t } = useTranslation('letters');
  return (
    <Descriptions
      size="small"
      column={1}
      layout="vertical"
      aria-label={label}
      items={sheet.items.map((item) => ({
        key: item.questionId,
        label: item.prompt,
        children: item.answer
          ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.answer}</Typography.Paragraph>
          : <Typography.Text type="secondary">{t('sheet.notAnswered')}</Typography.Text>,
      }))}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { ExclamationCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Tag, Typography, theme } from 'antd';
import { graphqlMessage } from '../../../app/graphql-error';
import { LetterDraftDocument, type LetterDraftMutation } from '../../../gql/graphql';
import { SourceBadges } from '../../chatbot/SourceBadges';
import { citationsOf, draftToText, NO_SOURCE_MARK } from './letter-editor-rules';

/** Whose draft: the counselor letter of a student, or the teacher's letter of one accepted request. */
export type DraftTarget = { kind: 'counselor_letter'; studentId: string } | { kind: 'teacher_letter'; studentId: string; requestId: string };

type Draft = LetterDraftMutation['letterDraft'];

/**
 * "Draft with citations": asks the assistant for a first draft and shows each sentence with the items it cites, in
 * the chat's citation form; a sentence that cites nothing is flagged in words and with an icon. "Use this draft" hands
 * the text to the author's editor; nothing is saved or submitted here.
 */
export function DraftPanel({ target, hasText, disabled, onUse }: {
  target: DraftTarget; hasText: boolean; disabled?: boolean; onUse: (text: string) => void;
}) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['teacher', 'common']);
  const [draft, { data, loading, error, reset }] = useMutation(LetterDraftDocument);
  const ask = () => void draft({
    variables: { studentId: target.studentId, kind: target.kind, requestId: target.kind === 'teacher_letter' ? target.requestId : null },
  }).catch(() => undefined);
  const result = data?.letterDraft;

  const use = (d: Draft) => { onUse(draftToText(d.sentences)); reset(); };
  const useButton = (d: Draft) => {
    const button = <Button type="primary" disabled={disabled} onClick={hasText ? undefined : () => use(d)}>{t('draft.use')}</Button>;
    // Text the author already wrote is replaced only when they say so.
    return hasText
      ? <Popconfirm title={t('draft.replaceTitle')} okText={t('draft.replace')} cancelText={t('draft.keep')} onConfirm={() => use(d)}>{button}</Popconfirm>
      : button;
  };

  let body = null;
  if (loading) {
    body = <div role="status" aria-busy="true" aria-label={t('draft.drafting')}><Skeleton active paragraph={{ rows: 4 }} /></div>;
  } else if (error) {
    body = (
      <Alert type="error" showIcon message={t('draft.error')} description={graphqlMessage(error) ?? t('common:errors.pleaseTryAgain')}
        action={<Button size="small" onClick={ask}>{t('common:errors.tryAgain')}</Button>} />
    );
  } else if (result && !result.sentences.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('draft.nothing')} />;
  } else if (result) {
    const unsupported = result.sentences.filter((s) => s.unsupported).length;
    body = (
      <Flex vertical gap={token.marginSM}>
        <Typography.Text type="secondary">
          {result.form === 'outline' ? t('draft.outline') : t('draft.by', { model: result.model ?? result.answeredBy })}
          {result.notesWithheld ? t('draft.notesWithheld') : ''}{t('draft.edit')}
        </Typography.Text>
        {unsupported > 0 && (
          <Alert type="warning" showIcon
            message={t('draft.unsupported', { count: unsupported })}
            description={t('draft.unsupportedText', { mark: NO_SOURCE_MARK })} />
        )}
        <List
          size="small"
          aria-label={t('draft.sentences')}
          dataSource={result.sentences}
          renderItem={(s, i) => (
            <List.Item key={i} data-testid="draft-sentence" data-unsupported={s.unsupported ? 'true' : 'false'}>
              <Flex vertical gap={token.marginXXS} style={{ width: '100%' }}>
                {s.unsupported && (
                  <Tag icon={<ExclamationCircleOutlined aria-hidden />} color="warning" style={{ alignSelf: 'flex-start', color: token.colorText }}>
                    {t('draft.noSource')}
                  </Tag>
                )}
                <Typography.Text>{s.text}</Typography.Text>
                <SourceBadges sources={citationsOf(s, result.sources)} />
              </Flex>
            </List.Item>
          )}
        />
        <Flex gap={token.marginXS}>
          {useButton(result)}
          <Button onClick={reset}>{t('draft.discard')}</Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Card size="small" title={t('draft.title')}>
      <Flex vertical gap={token.marginSM}>
        {!result && !loading && !error && (
          <Typography.Text type="secondary">
            {t('draft.intro')}
          </Typography.Text>
        )}
        {!result && !loading && !error && (
          <Button icon={<FileTextOutlined aria-hidden />} onClick={ask} disabled={disabled} style={{ alignSelf: 'flex-start' }}>{t('draft.ask')}</Button>
        )}
        {body}
      </Flex>
    </Card>
  );
}

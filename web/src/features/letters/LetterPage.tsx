import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../app/date-format';
import { NotFoundPage } from '../../app/NotFoundPage';
import { LinkButton } from '../../components/LinkButton';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { PageHeading } from '../../components/PageHeading';
import { RecommendationLetterDocument } from '../../gql/graphql';

/**
 * `/student/letters/:id`: a submitted letter the student kept the right to read. The service answers nothing for
 * a waived letter (or one that is not theirs), and the page then is the app's Not Found, as for any unknown address.
 */
export function LetterPage() {
  const { t } = useTranslation('letters');
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(RecommendationLetterDocument, { variables: { requestId: id }, fetchPolicy: 'network-only' });
  const back = <LinkButton to="/student/letters" icon={<ArrowLeftOutlined />}>{t('letter.back')}</LinkButton>;
  const notFound = error?.message && /not found/i.test(error.message);
  if (loading && !data) return <div role="status" aria-busy="true" aria-label={t('letter.loading')}><Card><Skeleton active /></Card></div>;
  if (notFound || (!error && !data?.recommendationLetter)) return <NotFoundPage />;
  if (error || !data?.recommendationLetter) {
    return <><PageHeading title={t('letter.title')} extra={back} /><LoadErrorResult title={t('letter.loadError')} onRetry={() => void refetch()} /></>;
  }
  const letter = data.recommendationLetter;
  return (
    <>
      <PageHeading title={t('letter.title')} subtitle={t('letter.submitted', { when: formatDateTime(letter.submittedAt) })} extra={back} />
      <Card>
        {letter.kind === 'text' ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="letter-text">{letter.text}</Typography.Paragraph>
        ) : (
          <Button href={letter.path} target="_blank" rel="noopener">{t('letter.open', { name: letter.fileName ?? t('letter.theLetter') })}</Button>
        )}
      </Card>
    </>
  );
}
